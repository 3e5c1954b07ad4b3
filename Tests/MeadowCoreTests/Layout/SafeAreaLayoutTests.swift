import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Safe area layout")
struct SafeAreaLayoutTests {
    /// A 300×600 phone with a 50-point top and 30-point bottom safe-area inset.
    static let device = Device(
        name: "test phone", size: CGSize(width: 300, height: 600),
        safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0), scale: 2)

    func tree<V: View>(_ view: V) -> LayoutNode {
        LayoutHarness(view, device: Self.device).layoutTree
    }

    @Test("Content is laid out inside the safe area")
    func contentInSafeArea() {
        // §5.1: the safe area is the screen minus its insets; the root is proposed the safe size.
        expectFrame(tree(fill("colour")).node(identifier: "colour"), rect(0, 50, 300, 520))
    }

    @Test("ignoresSafeArea() extends a colour to the whole screen")
    func ignoresAllEdges() {
        // [APPLE:view/ignoressafearea(_:edges:)] (not in the reference): the view's frame is expanded into the
        // safe-area insets on every edge it touches.
        expectFrame(tree(fill("colour").ignoresSafeArea()).node(identifier: "colour"), rect(0, 0, 300, 600))
    }

    @Test(
        "ignoresSafeArea(edges:) extends only the chosen edges",
        arguments: [
            (Edge.Set.top, rect(0, 0, 300, 570)), (Edge.Set.bottom, rect(0, 50, 300, 550)),
            (Edge.Set.vertical, rect(0, 0, 300, 600)), (Edge.Set.horizontal, rect(0, 50, 300, 520)),
        ])
    func ignoresSomeEdges(edges: Edge.Set, expected: CGRect) {
        // [APPLE:view/ignoressafearea(_:edges:)]: only the edges in `edges` are expanded; the device has no
        // horizontal insets, so .horizontal changes nothing.
        expectFrame(tree(fill("colour").ignoresSafeArea(edges: edges)).node(identifier: "colour"), expected)
    }

    @Test("Behind content taller than the safe area, a colour that ignores it still reaches the screen's edges")
    func overflowingContentBackground() {
        // [APPLE:view/ignoressafearea(_:edges:)]: the ZStack is as tall as its 560-point content and centred on the
        // 520-point safe area, so it overhangs both edges by 20; its colour reaches past them, and the ignored insets
        // take it on to the screen's edges (a memory game's gradient under a tall menu fills the screen on iOS).
        let view = ZStack {
            fill("colour").ignoresSafeArea()
            block("content", 300, 560)
        }
        let laidOut = tree(view)
        expectFrame(laidOut.node(identifier: "content"), rect(0, 30, 300, 560))
        expectFrame(laidOut.node(identifier: "colour"), rect(0, 0, 300, 600))
    }

    @Test("A fixed-height view that ignores the top safe area reaches the screen's top and keeps its bottom")
    func fixedHeightGrowsToTheEdge() {
        // [APPLE:view/ignoressafearea(_:edges:)]: the view is laid out in the safe area, then its frame reaches the
        // screen edge it touches; a fixed frame keeps its place below, so the map is 300 plus the 50-point inset.
        let view = VStack(spacing: 0) {
            fill("map").frame(height: 300).ignoresSafeArea(edges: .top)
            block("below", 300, 20)
            Spacer()
        }
        let laidOut = tree(view)
        expectFrame(laidOut.node(identifier: "map"), rect(0, 0, 300, 350))
        expectFrame(laidOut.node(identifier: "below"), rect(0, 350, 300, 20))
    }

    @Test("Inside a grown fixed frame, a view away from the edge keeps its place and a filling view lays out in the grown frame")
    func grownFrameContent() {
        // [APPLE:view/ignoressafearea(_:edges:)]: only views touching the ignored edge grow. The pin alone in the
        // frame stays centred in the 300-point slot; in a ZStack with a fill, it is centred in the grown 350.
        let alone = tree(VStack(spacing: 0) {
            block("pin", 20, 20).frame(height: 300).ignoresSafeArea(edges: .top)
            Spacer()
        })
        expectFrame(alone.node(identifier: "pin"), rect(140, 190, 20, 20))
        let stacked = tree(VStack(spacing: 0) {
            ZStack {
                fill("map")
                block("pin", 20, 20)
            }
            .frame(height: 300).ignoresSafeArea(edges: .top)
            Spacer()
        })
        expectFrame(stacked.node(identifier: "map"), rect(0, 0, 300, 350))
        expectFrame(stacked.node(identifier: "pin"), rect(140, 165, 20, 20))
    }

    @Test("In a scroll view, a view ignoring the top safe area keeps its grown height and scrolls away with the content")
    func grownViewScrolls() {
        // [APPLE:view/ignoressafearea(_:edges:)]: the safe area of scroll content is where the content starts, so
        // scrolled by 100 the 350-point map is 100 higher, not cut back to 300.
        let driver = InteractionDriver(ScrollView {
            VStack(spacing: 0) {
                fill("map").frame(height: 300).ignoresSafeArea(edges: .top)
                block("rest", 300, 1000)
            }
        }, device: Self.device)
        expectFrame(driver.find(identifier: "map"), rect(0, 0, 300, 350))
        driver.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 100))
        expectFrame(driver.find(identifier: "map"), rect(0, -100, 300, 350))
        expectFrame(driver.find(identifier: "rest"), rect(0, 250, 300, 1000))
    }

    @Test("A background that ignores the safe area fills the screen while its content stays inside")
    func backgroundIgnoresSafeArea() {
        // [APPLE:view/ignoressafearea(_:edges:)] with background sizing: the background is proposed the content's
        // frame, which fills the safe area, then expands to the screen; the content stays inside (§5.1 insets).
        let view = VStack(spacing: 0) {
            block("header", 100, 20)
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(fill("background").ignoresSafeArea())
        let laidOut = tree(view)
        expectFrame(laidOut.node(identifier: "background"), rect(0, 0, 300, 600))
        expectFrame(laidOut.node(identifier: "header"), rect(100, 50, 100, 20))
    }

    @Test(
        "A style background extends into the safe area on the edges where its view touches it",
        arguments: [
            (Edge.Set.all, rect(0, 0, 300, 600)), (Edge.Set.top, rect(0, 0, 300, 570)),
            (Edge.Set.bottom, rect(0, 50, 300, 550)), (Edge.Set(), rect(0, 50, 300, 520)),
        ])
    func styleBackgroundIgnoresSafeAreaEdges(edges: Edge.Set, expected: CGRect) {
        // [APPLE:view/background(_:ignoressafeareaedges:)] (not in the reference): a ShapeStyle background
        // extends into the safe area on `edges` where the view meets it; the view itself keeps its frame.
        let laidOut = tree(
            Color.clear.accessibilityIdentifier("content").background(Color.red, ignoresSafeAreaEdges: edges))
        expectFrame(laidOut.node(kind: .shape("Rectangle")), expected)
        expectFrame(laidOut.node(identifier: "content"), rect(0, 50, 300, 520))
    }

    @Test("A style background stays in its view's frame where the view does not touch the safe area")
    func styleBackgroundAwayFromSafeArea() {
        // [APPLE:view/background(_:ignoressafeareaedges:)]: only edges that meet the safe area's edge extend.
        let laidOut = tree(Color.clear.frame(width: 100, height: 40).background(Color.red))
        expectFrame(laidOut.node(kind: .shape("Rectangle")), rect(100, 290, 100, 40))
    }

    @Test("A view background does not extend into the safe area")
    func viewBackgroundStaysInside() {
        // [APPLE:view/background(_:alignment:)]: a view background is offered the view's size and stays in it.
        let laidOut = tree(Color.clear.background(fill("background")))
        expectFrame(laidOut.node(identifier: "background"), rect(0, 50, 300, 520))
    }

    @Test("ignoresSafeArea(.keyboard) leaves the container safe area in place")
    func keyboardRegionOnly() {
        // [APPLE:view/ignoressafearea(_:edges:)]: `.keyboard` ignores only the keyboard's inset, and Meadow shows
        // no keyboard, so the view stays inside the status bar and home indicator.
        expectFrame(tree(fill("colour").ignoresSafeArea(.keyboard)).node(identifier: "colour"), rect(0, 50, 300, 520))
        expectFrame(tree(fill("colour").ignoresSafeArea(.container)).node(identifier: "colour"), rect(0, 0, 300, 600))
    }

    @Test("A GeometryReader in the safe area reports no insets and its frame in screen coordinates")
    func readerInsideSafeArea() {
        // §7: GeometryProxy exposes size, safeAreaInsets and frame(in:); .global is the screen's space.
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.height)) \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.frame(in: .global).minY))")
        }
        #expect(tree(view).node(text: "520 0 50") != nil, "\(tree(view).allNodes.compactMap(\.text))")
    }

    @Test("A GeometryReader that ignores the safe area covers the screen and reports the insets it covers")
    func readerIgnoringSafeArea() {
        // §7 safeAreaInsets with ignoresSafeArea: the reader now spans the insets.
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.height)) \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
        }.ignoresSafeArea()
        let laidOut = tree(view)
        expectFrame(laidOut.node(kind: .geometryReader), rect(0, 0, 300, 600))
        #expect(laidOut.node(text: "600 50 30") != nil, "\(laidOut.allNodes.compactMap(\.text))")
    }

    @Test("A rect grown to the screen's edges keeps its size exactly on the sides it does not move, wherever it lies")
    func grownRectKeepsItsSize() {
        // Its maxY, 1704.4, less its minY is 779.1134000000001 in doubles, not the 779.1134 it was made with.
        let moving = CGRect(x: 0, y: 925.2866, width: 393, height: 779.1134)
        let grown = moving.with(maxY: max(852, moving.maxY))
        #expect(grown.height == moving.height, "its edges did not move")
        #expect(moving.with(minY: 900).height == moving.maxY - 900, "a moved edge sets the size")
    }
}
