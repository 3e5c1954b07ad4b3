import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`, on a 300×600 phone whose safe area is
/// (0, 50, 300, 520): 50 points at the top, 30 at the bottom.
@MainActor
@Suite("Safe-area insets and safe-area padding")
struct SafeAreaInsetTests {
    static let device = SafeAreaLayoutTests.device

    func tree<V: View>(_ view: V) -> LayoutNode {
        LayoutHarness(view, device: Self.device).layoutTree
    }

    /// Drags through `points` slowly and lets go at rest, so nothing coasts.
    private func slowDrag(_ driver: InteractionDriver, from start: CGPoint, to end: CGPoint) {
        driver.drag(from: start, to: end, duration: 0.3, release: false)
        driver.step(0.2)
        driver.release(at: end)
        driver.settle()
    }

    @Test("safeAreaInset(edge: .bottom, spacing:) puts the bar at the bottom and lays the view out above it and the spacing")
    func bottomInsetWithSpacing() {
        // [APPLE:view/safeareainset(edge:alignment:spacing:content:)-4s51l]: "the vertical edge of the view to inset
        // by the height of content"; spacing is "extra distance placed between the two views".
        let laidOut = tree(fill("content").safeAreaInset(edge: .bottom, spacing: 10) { block("bar", 100, 40) })
        expectFrame(laidOut.node(identifier: "bar"), rect(100, 530, 100, 40))
        expectFrame(laidOut.node(identifier: "content"), rect(0, 50, 300, 470))
        expectFrame(laidOut.node(kind: .safeAreaInset), rect(0, 50, 300, 520))
    }

    @Test("safeAreaInset(edge: .top, alignment: .leading) puts the bar at the top leading corner, the view below")
    func topInsetLeading() {
        // [APPLE:view/safeareainset(edge:alignment:spacing:content:)-4s51l]: alignment is "the alignment guide used to
        // position content horizontally".
        let laidOut = tree(fill("content").safeAreaInset(edge: .top, alignment: .leading, spacing: 5) {
            block("bar", 100, 30)
        })
        expectFrame(laidOut.node(identifier: "bar"), rect(0, 50, 100, 30))
        expectFrame(laidOut.node(identifier: "content"), rect(0, 85, 300, 485))
    }

    @Test("safeAreaInset(edge: .trailing, alignment: .top) puts the bar at the top trailing corner, the view beside it")
    func trailingInset() {
        // [APPLE:view/safeareainset(edge:alignment:spacing:content:)-6gwby]: the horizontal edge is inset "by the
        // width of content"; alignment positions it vertically.
        let laidOut = tree(fill("content").safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) {
            block("side", 40, 100)
        })
        expectFrame(laidOut.node(identifier: "side"), rect(260, 50, 40, 100))
        expectFrame(laidOut.node(identifier: "content"), rect(0, 50, 260, 520))
    }

    @Test("Two insets add up: the outer bar is outside the inner one, the view inside both")
    func nestedInsets() {
        // [APPLE:view/safeareainset(edge:alignment:spacing:content:)-4s51l]: each inset view sits in the safe area
        // its modified view sees, so an outer top bar pushes the inner bottom-inset view down by its height.
        let laidOut = tree(
            fill("content")
                .safeAreaInset(edge: .bottom, spacing: 0) { block("bottom bar", 300, 40) }
                .safeAreaInset(edge: .top, spacing: 0) { block("top bar", 300, 20) })
        expectFrame(laidOut.node(identifier: "top bar"), rect(0, 50, 300, 20))
        expectFrame(laidOut.node(identifier: "bottom bar"), rect(0, 530, 300, 40))
        expectFrame(laidOut.node(identifier: "content"), rect(0, 70, 300, 460))
    }

    @Test("A scroll view under a bottom inset keeps its whole frame and scrolls its content's end clear of the bar")
    func scrollViewUnderBottomInset() {
        // §7: a scroll view "draws content behind the safe-area insets but insets the content"; the inset adds 50 +
        // 10 to the bottom safe area, so the 1000-point content scrolls 1000 + 60 − 520 = 540 points.
        let view = ScrollView { block("content", 300, 1000) }
            .safeAreaInset(edge: .bottom, spacing: 10) { block("bar", 300, 50) }
        let driver = InteractionDriver(view, device: Self.device)
        expectFrame(driver.layoutTree.node(kind: .scrollView), rect(0, 50, 300, 520))
        expectFrame(driver.find(identifier: "bar"), rect(0, 520, 300, 50))
        expectFrame(driver.find(identifier: "content"), rect(0, 50, 300, 1000))
        slowDrag(driver, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100))
        expectFrame(driver.find(identifier: "content"), rect(0, -350, 300, 1000))
        slowDrag(driver, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100))
        expectFrame(driver.find(identifier: "content"), rect(0, -490, 300, 1000))
        #expect(driver.find(identifier: "content")?.frame.maxY == 510, "the end stops 10 points above the bar's top")
    }

    @Test("A scroll view under a top inset starts its content below the bar, and the content scrolls under it")
    func scrollViewUnderTopInset() {
        // §7 as above: at rest the content starts inside the grown safe area, 44 points below the safe area's top.
        let view = ScrollView { block("content", 300, 1000) }
            .safeAreaInset(edge: .top) { block("bar", 300, 44) }
        let driver = InteractionDriver(view, device: Self.device)
        expectFrame(driver.layoutTree.node(kind: .scrollView), rect(0, 50, 300, 520))
        expectFrame(driver.find(identifier: "content"), rect(0, 94, 300, 1000))
        slowDrag(driver, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300))
        expectFrame(driver.find(identifier: "content"), rect(0, -6, 300, 1000))
    }

    @Test("A scroll view that is a bar takes none of the insets the bars around hand the scroll view they wrap")
    func scrollViewAsInsetView() {
        // §7: the insets are the content insets of the scroll view the modifiers wrap. The horizontal ScrollView
        // that is the bottom bar is not that scroll view, so it is as tall as its 40-point row, not 40 plus the
        // 20-point top bar; the wrapped scroll view's content starts below the top bar.
        let view = ScrollView { block("content", 300, 1000) }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                ScrollView(.horizontal) { block("chip", 500, 40) }.accessibilityIdentifier("chips")
            }
            .safeAreaInset(edge: .top, spacing: 0) { block("top bar", 300, 20) }
        let laidOut = tree(view)
        expectFrame(laidOut.node(identifier: "top bar"), rect(0, 50, 300, 20))
        expectFrame(laidOut.node(identifier: "chips"), rect(0, 530, 300, 40))
        expectFrame(laidOut.node(identifier: "content"), rect(0, 70, 300, 1000))
    }

    @Test("safeAreaPadding on a plain view insets it as padding does")
    func safeAreaPaddingOnAView() {
        // [APPLE:view/safeareapadding(_:_:)]: it "adds the provided insets into the safe area of this view", and a
        // view that respects the safe area is laid out inside it, as padding would place it.
        expectFrame(tree(fill("content").safeAreaPadding(20)).node(identifier: "content"), rect(20, 70, 260, 480))
        expectFrame(tree(fill("content").padding(20)).node(identifier: "content"), rect(20, 70, 260, 480))
        let insets = EdgeInsets(top: 10, leading: 5, bottom: 0, trailing: 15)
        expectFrame(tree(fill("content").safeAreaPadding(insets)).node(identifier: "content"), rect(5, 60, 280, 510))
    }

    @Test("safeAreaPadding on a scroll view keeps its frame and insets the content; padding shrinks the scroll view")
    func safeAreaPaddingVersusPadding() {
        // [APPLE:view/safeareapadding(_:_:)] and §7: the padded safe area insets the content of a scroll view that
        // keeps its whole frame, so its content scrolls out to the frame's edges; padding makes the frame smaller.
        let content = Color.red.frame(height: 1000).accessibilityIdentifier("content")
        let safePadded = InteractionDriver(ScrollView { content }.safeAreaPadding(20), device: Self.device)
        expectFrame(safePadded.layoutTree.node(kind: .scrollView), rect(0, 50, 300, 520))
        expectFrame(safePadded.find(identifier: "content"), rect(20, 70, 260, 1000))
        let padded = InteractionDriver(ScrollView { content }.padding(20), device: Self.device)
        expectFrame(padded.layoutTree.node(kind: .scrollView), rect(20, 70, 260, 480))
        expectFrame(padded.find(identifier: "content"), rect(20, 70, 260, 1000))
        // Scrolled to the end, the content stops 20 points inside the scroll view's bottom edge: 1000 + 40 − 520.
        slowDrag(safePadded, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100))
        slowDrag(safePadded, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100))
        expectFrame(safePadded.find(identifier: "content"), rect(20, -450, 260, 1000))
    }

    @Test("safeAreaPadding(.horizontal, 20) on a horizontal scroll view insets its first and last items by 20")
    func safeAreaPaddingHorizontalScrollView() {
        // [APPLE:view/safeareapadding(_:_:)]'s own example: a horizontal ScrollView of items with
        // .safeAreaPadding(.horizontal, 20.0); the 540-point row scrolls 540 + 40 − 300 = 280 points.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { index in block("item \(index)", 100, 100) }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let driver = InteractionDriver(view, device: canvas(300, 600))
        expectFrame(driver.layoutTree.node(kind: .scrollView), rect(0, 250, 300, 100))
        expectFrame(driver.find(identifier: "item 0"), rect(20, 250, 100, 100))
        slowDrag(driver, from: CGPoint(x: 290, y: 300), to: CGPoint(x: 10, y: 300))
        slowDrag(driver, from: CGPoint(x: 290, y: 300), to: CGPoint(x: 10, y: 300))
        expectFrame(driver.find(identifier: "item 4"), rect(180, 250, 100, 100))
    }

    @Test("A list under a bottom inset scrolls its last row to exactly the bar's top edge")
    func listUnderBottomInset() throws {
        // §7 as for a scroll view: a List is a scroll view of rows, so the bar insets its content, not its frame.
        let view = List(1...40, id: \.self) { number in Text("Row \(number)") }
            .listStyle(.plain)
            .safeAreaInset(edge: .bottom, spacing: 0) { block("bar", 300, 50) }
        let driver = InteractionDriver(view, device: Self.device)
        expectFrame(driver.layoutTree.node(kind: .list), rect(0, 50, 300, 520))
        expectFrame(driver.find(identifier: "bar"), rect(0, 520, 300, 50))
        for _ in 0..<8 { slowDrag(driver, from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100)) }
        let lastRow = try #require(driver.find(text: "Row 40")?.frame)
        let rows = try #require(driver.layoutTree.node(kind: .listContent)?.frame)
        #expect(rows.maxY == 520, "the rows end at the bar's top; the last row's text is at \(lastRow)")
    }
}
