import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What a gesture reported: its changes and its end.
@MainActor
private final class GestureLog<Value> {
    var changes: [Value] = []
    var ends: [Value] = []
}

/// A 200-point square in the middle of a 400-point canvas, (100, 100)–(300, 300), with `gesture` attached.
@MainActor
private func driver<G: Gesture>(_ gesture: G, log: GestureLog<G.Value>) -> InteractionDriver {
    let view = Color.red.frame(width: 200, height: 200)
        .gesture(gesture.onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
    return InteractionDriver(view, device: canvas(400, 400))
}

/// Two-finger gestures: SwiftUI's MagnifyGesture and RotateGesture (iOS 17) and their iOS 13 names,
/// MagnificationGesture and RotationGesture, through the interaction driver's fingers and a window's steps.
@MainActor
@Suite("Magnify and rotate gestures")
struct PinchGestureTests {
    private let centre = CGPoint(x: 200, y: 200)

    @Test("MagnifyGesture reports how far two fingers spread, from the centre where they started")
    func magnify() throws {
        let log = GestureLog<MagnifyGesture.Value>()
        let driver = driver(MagnifyGesture(), log: log)
        driver.pinch(at: CGPoint(x: 150, y: 250), scale: 2)
        let end = try #require(log.ends.first)
        #expect(log.ends.count == 1)
        #expect(abs(end.magnification - 2) < 1e-9)
        #expect(end.startLocation == CGPoint(x: 50, y: 150))
        #expect(end.startAnchor == UnitPoint(x: 0.25, y: 0.75))
        #expect(log.changes.count > 1)
        #expect(zip(log.changes, log.changes.dropFirst()).allSatisfy { $0.magnification < $1.magnification })
        // 100 points growing to 200 over 0.3 s: about 3.3 times the start per second.
        #expect(abs(try #require(log.changes.last).velocity - 1 / 0.3) < 0.05)
    }

    @Test("RotateGesture reports the angle two fingers turn through, clockwise on screen as positive")
    func rotate() throws {
        let log = GestureLog<RotateGesture.Value>()
        let driver = driver(RotateGesture(), log: log)
        driver.rotate(at: centre, by: .degrees(90))
        let end = try #require(log.ends.first)
        #expect(abs(end.rotation.degrees - 90) < 1e-9)
        #expect(end.startAnchor == .center)
        #expect(abs(end.velocity.degrees - 300) < 1)
        driver.rotate(at: centre, by: .degrees(-45))
        #expect(abs(try #require(log.ends.last).rotation.degrees + 45) < 1e-9)
    }

    @Test("RotateGesture adds up a turn past half a circle")
    func rotatePastHalfACircle() throws {
        let log = GestureLog<RotateGesture.Value>()
        driver(RotateGesture(), log: log).rotate(at: centre, by: .degrees(270))
        #expect(abs(try #require(log.ends.first).rotation.degrees - 270) < 1e-9)
    }

    @Test("MagnificationGesture's value is the magnification and RotationGesture's the angle")
    func olderNames() throws {
        let magnification = GestureLog<CGFloat>()
        driver(MagnificationGesture(), log: magnification).pinch(at: centre, scale: 0.5)
        #expect(abs(try #require(magnification.ends.first) - 0.5) < 1e-9)
        let rotation = GestureLog<Angle>()
        driver(RotationGesture(), log: rotation).rotate(at: centre, by: .degrees(30))
        #expect(abs(try #require(rotation.ends.first).degrees - 30) < 1e-9)
    }

    @Test(
        "A pinch begins only once it passes its minimum delta",
        arguments: [(1.005, false), (1.02, true)])
    func minimumScaleDelta(scale: CGFloat, begins: Bool) {
        let log = GestureLog<MagnifyGesture.Value>()
        driver(MagnifyGesture(), log: log).pinch(at: centre, scale: scale)
        #expect(log.ends.isEmpty != begins)
        #expect(log.changes.isEmpty != begins)
    }

    @Test("A rotate gesture does not begin for fingers that only spread")
    func rotateIgnoresSpread() {
        let log = GestureLog<RotateGesture.Value>()
        driver(RotateGesture(minimumAngleDelta: .degrees(1)), log: log).pinch(at: centre, scale: 2)
        #expect(log.ends.isEmpty)
    }

    @Test("A magnify gesture and a rotate gesture recognise the same two fingers together")
    func simultaneousMagnifyAndRotate() throws {
        let scale = GestureLog<CGFloat>()
        let angle = GestureLog<Angle>()
        let view = Color.red.frame(width: 200, height: 200)
            .gesture(MagnificationGesture().onEnded { scale.ends.append($0) })
            .simultaneousGesture(RotationGesture().onEnded { angle.ends.append($0) })
        InteractionDriver(view, device: canvas(400, 400)).pinch(at: centre, scale: 1.5, rotation: .degrees(20))
        #expect(abs(try #require(scale.ends.first) - 1.5) < 1e-9)
        #expect(abs(try #require(angle.ends.first).degrees - 20) < 1e-9)
    }

    @Test("MagnifyGesture simultaneously with RotateGesture reports both from the same two fingers")
    func simultaneously() throws {
        let log = GestureLog<SimultaneousGesture<MagnifyGesture, RotateGesture>.Value>()
        let driver = driver(MagnifyGesture().simultaneously(with: RotateGesture()), log: log)
        driver.pinch(at: centre, scale: 1.5, rotation: .degrees(-40))
        #expect(log.ends.count == 1)
        let end = try #require(log.ends.first)
        #expect(abs(try #require(end.first).magnification - 1.5) < 1e-9)
        #expect(abs(try #require(end.second).rotation.degrees + 40) < 1e-9)
        #expect(log.changes.count > 1)
    }

    @Test("A simultaneous gesture fails only when both of its gestures fail")
    func simultaneousFailure() {
        let log = GestureLog<SimultaneousGesture<MagnifyGesture, TapGesture>.Value>()
        let driver = driver(MagnifyGesture().simultaneously(with: TapGesture()), log: log)
        driver.tap(at: centre)
        #expect(log.ends.count == 1)
        #expect(log.ends.first?.first == nil)
        driver.drag(from: centre, to: CGPoint(x: 290, y: 200))
        #expect(log.ends.count == 1)
    }

    @Test("A second finger fails a tap on the view being pinched")
    func pinchIsNoTap() {
        let taps = CallCounter()
        let view = Color.red.frame(width: 200, height: 200).onTapGesture { taps.record() }
        InteractionDriver(view, device: canvas(400, 400)).pinch(at: centre, scale: 1, duration: 0.05)
        #expect(taps.count == 0)
    }

    @Test("A GestureState follows a pinch and goes back when the fingers lift")
    func gestureState() {
        let probe = GestureStateProbe()
        let driver = InteractionDriver(PinchedSquare(probe: probe), device: canvas(400, 400))
        driver.pinch(at: centre, scale: 3, release: false)
        #expect(abs(probe.scale - 3) < 1e-9)
        driver.graph.handle(PointerEvent(.up, pointer: .finger(2), at: CGPoint(x: 350, y: 200)))
        driver.layOut()
        #expect(probe.scale == 1)
    }

    @Test("Ctrl+wheel steps magnify around the pointer and end once the steps stop")
    func steppedMagnify() throws {
        let log = GestureLog<MagnifyGesture.Value>()
        let driver = driver(MagnifyGesture(), log: log)
        driver.magnifyStep(at: CGPoint(x: 150, y: 150), by: 1.1)
        driver.step(0.1)
        driver.magnifyStep(at: CGPoint(x: 150, y: 150), by: 1.1)
        #expect(log.changes.map(\.magnification).map { ($0 * 1000).rounded() / 1000 } == [1.1, 1.21])
        #expect(log.ends.isEmpty)
        #expect(driver.graph.isAnimating)
        driver.step(0.35)
        let end = try #require(log.ends.first)
        #expect(abs(end.magnification - 1.21) < 1e-9)
        #expect(end.startLocation == CGPoint(x: 50, y: 50))
        #expect(!driver.graph.isAnimating)
    }

    @Test("Stepped pinches neither drag nor tap the view under the pointer")
    func steppedPinchIsNoDragOrTap() {
        let drags = CallCounter()
        let taps = CallCounter()
        let view = Color.red.frame(width: 200, height: 200)
            .gesture(DragGesture().onChanged { _ in drags.record() })
            .simultaneousGesture(TapGesture().onEnded { taps.record() })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        for _ in 0..<5 { driver.magnifyStep(at: centre, by: 1.25) }
        driver.rotateStep(at: centre, by: .degrees(30))
        driver.step(0.5)
        #expect(taps.count == 0)
        // The fingers' centre, which a drag follows, stays at the pointer.
        #expect(drags.count == 0)
    }
}

/// What `PinchedSquare`'s gesture state holds each time its body is evaluated.
@MainActor
private final class GestureStateProbe {
    var scale: CGFloat = 1
}

/// A square whose `@GestureState` scale follows a MagnifyGesture, as Apple's MagnifyGesture example.
private struct PinchedSquare: View {
    let probe: GestureStateProbe
    @GestureState private var magnifyBy = 1.0

    var body: some View {
        probe.scale = magnifyBy
        return Color.red
            .frame(width: 200, height: 200)
            .scaleEffect(magnifyBy)
            .gesture(MagnifyGesture().updating($magnifyBy) { value, state, _ in state = value.magnification })
    }
}
