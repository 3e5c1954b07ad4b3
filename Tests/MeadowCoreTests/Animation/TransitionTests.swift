import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A toast shown while `show` is true, its insertion and removal animated by `animation(_:value:)`.
private struct ValueAnimatedToaster: View {
    let probe: StateProbe<Bool>
    @State var show = true

    var body: some View {
        let _ = probe.binding = $show
        VStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 50)
            if show {
                Color.red.frame(width: 60, height: 40).transition(.opacity)
            }
        }
        .animation(.linear(duration: 1), value: show)
    }
}

@MainActor
@Suite("Transitions")
struct TransitionTests: ToasterSuite {
    /// The toast's fills in the display list now.
    private func toastFills(_ driver: InteractionDriver) -> [DrawnItem] {
        fills(of: toastSize, in: driver.makeDisplayList())
    }

    @Test("While an opacity removal runs the view is still drawn, through an opacity between 0 and 1")
    func opacityRemovalDraws() throws {
        // [APPLE:anytransition/opacity]: a transition from transparent to opaque on insertion, and from opaque to
        // transparent on removal.
        let (driver, probe) = makeDriver(.opacity, showing: true)
        #expect(driver.find(identifier: "toast") != nil)
        #expect(toastFills(driver).first?.opacity == nil)
        toggle(probe, in: driver, to: false)
        driver.step(0.25)
        let quarter = try #require(toastFills(driver).first?.opacity)
        #expect(abs(quarter - 0.75) < 1e-6)
        driver.step(0.25)
        let drawn = try #require(toastFills(driver).first, "the leaving toast is still drawn")
        let opacity = try #require(drawn.opacity, "through an opacity group")
        #expect(opacity > 0 && opacity < 1)
        #expect(abs(opacity - 0.5) < 1e-6, "half way through a linear second")
    }

    @Test("After an opacity removal settles the view is gone from the tree and the drawing")
    func opacityRemovalEnds() {
        let (driver, probe) = makeDriver(.opacity, showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        #expect(!toastFills(driver).isEmpty)
        driver.settle()
        #expect(driver.find(identifier: "toast") == nil)
        #expect(toastFills(driver).isEmpty)
        #expect(!driver.graph.isAnimating)
    }

    @Test("An opacity insertion fades the view in and then draws it plainly")
    func opacityInsertion() throws {
        let (driver, probe) = makeDriver(.opacity, showing: false)
        #expect(toastFills(driver).isEmpty)
        toggle(probe, in: driver, to: true)
        #expect(driver.find(identifier: "toast") != nil, "an inserted view is in the tree at once")
        driver.step(0.25)
        let quarter = try #require(toastFills(driver).first?.opacity)
        #expect(abs(quarter - 0.25) < 1e-6)
        driver.step(0.5)
        let later = try #require(toastFills(driver).first?.opacity)
        #expect(abs(later - 0.75) < 1e-6)
        driver.settle()
        let settled = try #require(toastFills(driver).first)
        #expect(settled.opacity == nil)
        #expect(settled.effects.isEmpty)
    }

    @Test("Without an animation the view appears and disappears at once")
    func unanimatedChangeHasNoTransition() {
        let (driver, probe) = makeDriver(.opacity, showing: true)
        probe.set(false)
        #expect(toastFills(driver).isEmpty)
        #expect(!driver.graph.isAnimating)
        probe.set(true)
        #expect(toastFills(driver).first?.effects.isEmpty == true)
    }

    @Test("A transition with its own animation runs it when the change is not animated, and over the change's own")
    func transitionAnimation() throws {
        // [APPLE:anytransition/animation(_:)]: attaches an animation to this transition.
        let (driver, probe) = makeDriver(.opacity.animation(.linear(duration: 2)), showing: true)
        probe.set(false)
        _ = driver.layoutTree
        driver.step(0.5)
        let quarter = try #require(toastFills(driver).first?.opacity, "the leaving toast fades though the change was not animated")
        #expect(abs(quarter - 0.75) < 1e-6, "a quarter of the transition's two seconds")
        driver.settle()
        #expect(driver.find(identifier: "toast") == nil)
        toggle(probe, in: driver, to: true)
        driver.step(0.5)
        let inserted = try #require(toastFills(driver).first?.opacity)
        #expect(abs(inserted - 0.25) < 1e-6, "the transition's two seconds, not the change's one")
    }

    @Test("move(edge: .bottom) draws the leaving view translated down by part of its height")
    func moveRemoval() throws {
        // [APPLE:anytransition/move(edge:)]: the view moves out toward the edge by its own size.
        let (driver, probe) = makeDriver(.move(edge: .bottom), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let drawn = try #require(toastFills(driver).first)
        let transform = try #require(drawn.transform)
        #expect(abs(transform.translation.width) < 1e-9)
        #expect(abs(transform.translation.height - 20) < 1e-6, "half of the 40-point height")
        #expect(transform.scale == CGSize(width: 1, height: 1))
        #expect(drawn.opacity == nil, "a move does not fade")
    }

    @Test("move(edge: .bottom) brings an inserted view up from below")
    func moveInsertion() throws {
        let (driver, probe) = makeDriver(.move(edge: .bottom), showing: false)
        toggle(probe, in: driver, to: true)
        driver.step(0.25)
        let transform = try #require(toastFills(driver).first?.transform)
        #expect(abs(transform.translation.height - 30) < 1e-6, "three quarters of the height still to go")
    }

    @Test(
        "move toward each edge translates by the view's size along that edge",
        arguments: [(Edge.top, CGSize(width: 0, height: -20)), (.bottom, CGSize(width: 0, height: 20)),
                    (.leading, CGSize(width: -30, height: 0)), (.trailing, CGSize(width: 30, height: 0))])
    func moveEdges(edge: Edge, expected: CGSize) throws {
        let (driver, probe) = makeDriver(.move(edge: edge), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let transform = try #require(toastFills(driver).first?.transform)
        #expect(abs(transform.translation.width - expected.width) < 1e-6)
        #expect(abs(transform.translation.height - expected.height) < 1e-6)
    }

    @Test("scale shrinks the leaving view about its centre")
    func scaleRemoval() throws {
        let (driver, probe) = makeDriver(.scale, showing: true)
        let frame = try #require(driver.find(identifier: "toast")?.frame)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let drawn = try #require(toastFills(driver).first)
        let transform = try #require(drawn.transform)
        #expect(abs(transform.scale.width - 0.5) < 1e-6)
        // The anchor is in the view's own coordinates, which start at its frame's origin.
        let anchor = CGPoint(x: drawn.origin.x + transform.anchor.x, y: drawn.origin.y + transform.anchor.y)
        #expect(abs(anchor.x - frame.midX) < 1e-9 && abs(anchor.y - frame.midY) < 1e-9)
    }

    @Test("asymmetric uses its insertion effect coming in and its removal effect going out")
    func asymmetric() throws {
        // [APPLE:anytransition/asymmetric(insertion:removal:)]
        let (driver, probe) = makeDriver(.asymmetric(insertion: .opacity, removal: .move(edge: .bottom)), showing: false)
        toggle(probe, in: driver, to: true)
        driver.step(0.5)
        let coming = try #require(toastFills(driver).first)
        #expect(coming.opacity != nil, "fades in")
        #expect(coming.transform == nil, "does not move in")
        driver.settle()
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let going = try #require(toastFills(driver).first)
        #expect(going.opacity == nil, "does not fade out")
        #expect(going.transform != nil, "moves out")
    }

    @Test("combined applies both transitions at once")
    func combined() throws {
        let (driver, probe) = makeDriver(.opacity.combined(with: .move(edge: .bottom)), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let drawn = try #require(toastFills(driver).first)
        #expect(abs((drawn.opacity ?? 0) - 0.5) < 1e-6)
        #expect(abs((drawn.transform?.translation.height ?? 0) - 20) < 1e-6)
    }

    @Test("push(from: .bottom) brings the view up from below fading in, and takes it out toward the top fading out")
    func push() throws {
        // [APPLE:anytransition/push(from:)]: in from the edge while fading in, out toward the opposite edge while
        // fading out.
        let (driver, probe) = makeDriver(.push(from: .bottom), showing: false)
        toggle(probe, in: driver, to: true)
        driver.step(0.25)
        let coming = try #require(toastFills(driver).first)
        #expect(abs((coming.opacity ?? 0) - 0.25) < 1e-6)
        #expect(abs((coming.transform?.translation.height ?? 0) - 30) < 1e-6, "three quarters of the height below")
        driver.settle()
        toggle(probe, in: driver, to: false)
        driver.step(0.25)
        let going = try #require(toastFills(driver).first)
        #expect(abs((going.opacity ?? 0) - 0.75) < 1e-6)
        #expect(abs((going.transform?.translation.height ?? 0) + 10) < 1e-6, "a quarter of the height up")
    }

    @Test("offset(_:) moves the leaving view toward the offset")
    func offsetSize() throws {
        let (driver, probe) = makeDriver(.offset(CGSize(width: 40, height: -20)), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let transform = try #require(toastFills(driver).first?.transform)
        #expect(abs(transform.translation.width - 20) < 1e-6 && abs(transform.translation.height + 10) < 1e-6)
    }

    @Test("A removal animated by animation(_:value:) runs its transition")
    func transitionFromValueAnimation() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ValueAnimatedToaster(probe: probe), device: canvas(400, 400))
        probe.set(false)
        _ = driver.layoutTree
        driver.step(0.5)
        let opacity = try #require(toastFills(driver).first?.opacity)
        #expect(abs(opacity - 0.5) < 1e-6)
        driver.settle()
        #expect(toastFills(driver).isEmpty)
    }

    @Test("slide and identity exist and animate as iOS's: slide leaves toward the trailing edge; identity changes nothing")
    func slideAndIdentity() throws {
        // [APPLE:anytransition/slide]: inserts from the leading edge and removes toward the trailing edge.
        let (driver, probe) = makeDriver(.slide, showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let transform = try #require(toastFills(driver).first?.transform)
        #expect(abs(transform.translation.width - 30) < 1e-6, "half the width toward the trailing edge")
        let (still, shown) = makeDriver(.identity, showing: true)
        toggle(shown, in: still, to: false)
        still.step(0.5)
        let drawn = try #require(toastFills(still).first, "kept while the change animates")
        #expect(drawn.transform == nil && drawn.opacity == nil)
    }
}
