import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Gives its content a namespace of its own, as a view declaring `@Namespace` does.
private struct InNamespace<Content: View>: View {
    @Namespace var namespace
    let content: (Namespace.ID) -> Content

    var body: some View { content(namespace) }
}

/// A 100×60 source and a follower in a 30×30 frame side by side, the follower first when `followerFirst`.
private func pair(followerFirst: Bool, properties: MatchedGeometryProperties, anchor: UnitPoint = .center) -> some View {
    InNamespace { namespace in
        HStack(spacing: 0) {
            let follower = Color.blue.accessibilityIdentifier("follower")
                .matchedGeometryEffect(id: 1, in: namespace, properties: properties, anchor: anchor, isSource: false)
                .frame(width: 30, height: 30)
            if followerFirst { follower }
            Color.red.accessibilityIdentifier("source").matchedGeometryEffect(id: 1, in: namespace).frame(width: 100, height: 60)
            if !followerFirst { follower }
        }
    }
}

/// A small red card in the top-left corner or, when `expanded`, a large blue one lower down, one matched id.
private struct Hero: View {
    let probe: StateProbe<Bool>
    @Namespace var namespace
    @State var expanded = false

    var body: some View {
        let _ = probe.binding = $expanded
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 400, height: 400)
            if expanded {
                Color.blue.accessibilityIdentifier("large").matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 200, height: 100).padding(.leading, 100).padding(.top, 200)
            } else {
                Color.red.accessibilityIdentifier("small").matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 40, height: 40).padding(20)
            }
        }
    }
}

/// The fills drawn in `color` now, with where they are and the opacity they are drawn through.
@MainActor
private func fills(of color: Color, in driver: InteractionDriver) -> [DrawnItem] {
    let rgba = color.resolve(in: EnvironmentValues())
    return drawnItems(driver.makeDisplayList()).filter { drawn in
        if case .fill(_, let fill, _) = drawn.item { return fill == rgba }
        return false
    }
}

@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryEffectTests {
    // [APPLE:view/matchedgeometryeffect]: views that are not the source are laid out with the source's geometry
    // (its size proposed, its position matched), in window space.

    @Test("A view that is not the source takes the source's frame, placed before or after it", arguments: [false, true])
    func followerTakesSourceFrame(followerFirst: Bool) {
        let tree = layout(pair(followerFirst: followerFirst, properties: .frame), width: 400, height: 400)
        // The HStack is 130×60, centred: it starts at (135, 170).
        let source = followerFirst ? rect(165, 170, 100, 60) : rect(135, 170, 100, 60)
        expectFrame(tree.node(identifier: "source"), source)
        expectFrame(tree.node(identifier: "follower"), source)
    }

    @Test("With .position the follower keeps its own size, centred on the source's centre")
    func positionOnly() {
        let tree = layout(pair(followerFirst: false, properties: .position), width: 400, height: 400)
        expectFrame(tree.node(identifier: "follower"), rect(170, 185, 30, 30))
    }

    @Test("With .position and a top-leading anchor the follower's corner goes on the source's")
    func positionAnchor() {
        let tree = layout(pair(followerFirst: false, properties: .position, anchor: .topLeading), width: 400, height: 400)
        expectFrame(tree.node(identifier: "follower"), rect(135, 170, 30, 30))
    }

    @Test("With .size the follower takes the source's size about its own centre")
    func sizeOnly() {
        let tree = layout(pair(followerFirst: false, properties: .size), width: 400, height: 400)
        // Its own 30×30 frame is at (235, 185): centre (250, 200).
        expectFrame(tree.node(identifier: "follower"), rect(200, 170, 100, 60))
    }

    @Test("The follower's parent lays it out at its own size: the stack does not grow")
    func parentSeesOwnSize() {
        let tree = layout(pair(followerFirst: false, properties: .frame), width: 400, height: 400)
        #expect(tree.children.first.map { isClose($0.frame.size, CGSize(width: 130, height: 60)) } == true)
    }

    @Test("Switching branches with an animation moves the new view from the old one's frame to its own, both fading")
    func heroTransition() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Hero(probe: probe), device: canvas(400, 400))
        expectFrame(driver.find(identifier: "small"), rect(20, 20, 40, 40))

        withAnimation(.linear(duration: 1)) { probe.set(true) }
        // At the start the new card is where the old one was.
        expectFrame(driver.find(identifier: "large"), rect(20, 20, 40, 40))
        #expect(driver.find(identifier: "small") == nil, "the old card has left the tree; it is drawn while it fades")

        driver.step(0.5)
        expectFrame(driver.find(identifier: "large"), rect(60, 110, 120, 70))
        let large = try #require(fills(of: .blue, in: driver).first)
        #expect(large.fillBounds.map { isClose($0, rect(60, 110, 120, 70)) } == true)
        #expect(large.opacity.map { abs($0 - 0.5) < 1e-9 } == true, "the new card fades in")
        let small = try #require(fills(of: .red, in: driver).first, "the old card is drawn while it leaves")
        #expect(small.fillBounds.map { isClose($0, rect(60, 110, 120, 70)) } == true, "toward the new card's frame")
        #expect(small.opacity.map { abs($0 - 0.5) < 1e-9 } == true, "the old card fades out")

        driver.settle()
        expectFrame(driver.find(identifier: "large"), rect(100, 200, 200, 100))
        #expect(fills(of: .red, in: driver).isEmpty)
        #expect(fills(of: .blue, in: driver).first?.opacity == nil)
    }

    @Test("Switching back mid-way starts the returning view from where the leaving one is drawn")
    func heroInterrupted() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Hero(probe: probe), device: canvas(400, 400))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        withAnimation(.linear(duration: 1)) { probe.set(false) }
        expectFrame(driver.find(identifier: "small"), rect(60, 110, 120, 70))
        driver.step(0.5)
        expectFrame(driver.find(identifier: "small"), rect(40, 65, 80, 55))
        driver.settle()
        expectFrame(driver.find(identifier: "small"), rect(20, 20, 40, 40))
    }

    @Test("Without an animation the new view is at its own frame at once")
    func switchWithoutAnimation() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Hero(probe: probe), device: canvas(400, 400))
        probe.set(true)
        expectFrame(driver.find(identifier: "large"), rect(100, 200, 200, 100))
        #expect(fills(of: .red, in: driver).isEmpty)
    }
}
