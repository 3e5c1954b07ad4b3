import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit
@_spi(MeadowHost) import UIKitCore

/// What the recognisers' targets heard: each action with the recogniser's state and where it was.
@MainActor
private final class GestureLog: NSObject {
    var entries: [String] = []

    func swiped(_ recognizer: UISwipeGestureRecognizer) {
        entries.append("swipe \(recognizer.direction.rawValue) \(recognizer.state)")
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: recognizer.view)
        entries.append("tap \(recognizer.state) \(Int(location.x)),\(Int(location.y))")
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view)
        entries.append("pan \(recognizer.state) \(Int(translation.x)),\(Int(translation.y))")
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        entries.append("press \(recognizer.state)")
    }
}

/// A UIKit view 200×200 points at (50, 100) on a 300×400 canvas, with `recognizers` attached.
private struct GestureSurface: UIViewRepresentable {
    let recognizers: [UIGestureRecognizer]

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .blue
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
@Suite("UIKit's gesture recognisers on UIKit views shown in SwiftUI")
struct UIGestureRecognizerTests {
    private func driver(_ recognizers: [UIGestureRecognizer]) -> InteractionDriver {
        let view = GestureSurface(recognizers: recognizers).frame(width: 200, height: 200).position(x: 150, y: 200)
        return InteractionDriver(view, device: Device(name: "canvas", size: CGSize(width: 300, height: 400), safeAreaInsets: EdgeInsets(), scale: 2))
    }

    private func swipes(_ log: GestureLog) -> [UIGestureRecognizer] {
        [UISwipeGestureRecognizer.Direction.left, .right, .up, .down].map { direction in
            let swipe = UISwipeGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.swiped(_:), name: "swiped(_:)"))
            swipe.direction = direction
            return swipe
        }
    }

    @Test("Of four swipe recognisers, the one of the drag's direction recognises, once, before the finger lifts", arguments: [
        (CGPoint(x: 200, y: 200), CGPoint(x: 100, y: 210), "swipe 2 ended"),
        (CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 190), "swipe 1 ended"),
        (CGPoint(x: 150, y: 250), CGPoint(x: 160, y: 150), "swipe 4 ended"),
        (CGPoint(x: 150, y: 150), CGPoint(x: 140, y: 250), "swipe 8 ended"),
    ])
    func swipeDirections(from start: CGPoint, to end: CGPoint, expected: String) {
        let log = GestureLog()
        let driver = driver(swipes(log))
        driver.drag(from: start, to: end, duration: 0.2, release: false)
        #expect(log.entries == [expected])
        driver.release(at: end)
        #expect(log.entries == [expected])
    }

    @Test("A swipe is not recognised when the drag is too slow, too short or too steep", arguments: [
        (CGPoint(x: 100, y: 0), 1.5),
        (CGPoint(x: 40, y: 0), 0.2),
        (CGPoint(x: 80, y: 60), 0.2),
    ])
    func notASwipe(by distance: CGPoint, duration: Double) {
        let log = GestureLog()
        let driver = driver(swipes(log).prefix(2).map { $0 })
        driver.drag(from: CGPoint(x: 60, y: 110), to: CGPoint(x: 60 + distance.x, y: 110 + distance.y), duration: duration)
        #expect(log.entries.isEmpty)
    }

    @Test("A tap recognises on the lift, at its location in the view's coordinates; a double tap needs both taps")
    func taps() {
        let log = GestureLog()
        let single = UITapGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.tapped(_:), name: "tapped(_:)"))
        let driver = driver([single])
        driver.tap(at: CGPoint(x: 80, y: 130))
        #expect(log.entries == ["tap ended 30,30"])

        let doubleLog = GestureLog()
        let double = UITapGestureRecognizer(target: doubleLog, action: Selector(unapplied: GestureLog.tapped(_:), name: "tapped(_:)"))
        double.numberOfTapsRequired = 2
        let doubleDriver = self.driver([double])
        doubleDriver.tap(at: CGPoint(x: 150, y: 200))
        #expect(doubleLog.entries.isEmpty)
        doubleDriver.step(0.1)
        doubleDriver.tap(at: CGPoint(x: 150, y: 200))
        #expect(doubleLog.entries == ["tap ended 100,100"])
    }

    @Test("A pan begins after 10 points, reports its translation from where the touch went down, and ends on the lift")
    func pan() throws {
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.panned(_:), name: "panned(_:)"))
        let driver = driver([pan])
        driver.drag(along: [CGPoint(x: 100, y: 150), CGPoint(x: 105, y: 150), CGPoint(x: 120, y: 150), CGPoint(x: 160, y: 170)])
        #expect(log.entries == ["pan began 20,0", "pan changed 60,20", "pan ended 60,20"])
        #expect(pan.state == .ended)
    }

    @Test("setTranslation(.zero, in:) makes each change's translation count from the last")
    func panIncrements() {
        let pan = UIPanGestureRecognizer()
        let driver = driver([pan])
        driver.drag(along: [CGPoint(x: 100, y: 150), CGPoint(x: 120, y: 150)], release: false)
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        pan.setTranslation(.zero, in: nil)
        driver.graph.pointerMoved(to: CGPoint(x: 125, y: 160))
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 10))
        #expect(pan.location(in: nil) == CGPoint(x: 125, y: 160))
        driver.release(at: CGPoint(x: 125, y: 160))
    }

    @Test("A long press begins once held for half a second, and ends on the lift; moving first makes it fail")
    func longPress() {
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.pressed(_:), name: "pressed(_:)"))
        let driver = driver([press])
        driver.graph.pointerDown(at: CGPoint(x: 150, y: 200))
        driver.step(0.4)
        #expect(log.entries.isEmpty)
        driver.step(0.15)
        #expect(log.entries == ["press began"])
        driver.release(at: CGPoint(x: 150, y: 200))
        #expect(log.entries == ["press began", "press ended"])

        log.entries = []
        driver.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 170, y: 200), duration: 0.1, release: false)
        driver.step(0.6)
        driver.release(at: CGPoint(x: 170, y: 200))
        #expect(log.entries.isEmpty)
    }

    @Test("A touch outside the view reaches none of its recognisers")
    func outside() {
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.tapped(_:), name: "tapped(_:)"))
        driver([tap]).tap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries.isEmpty)
    }

    @Test("Swipes on a hosting controller's view (the 2048 app's shape) reach a target through #selector(target.method); a tap between them still reaches the button")
    func hostingControllerSwipes() throws {
        final class Counter: NSObject {
            var swipes = 0
            func invoke() { swipes += 1 }
        }
        let counter = Counter()
        var buttonTaps = 0
        let controller = UIHostingController(rootView: Button("Play") { buttonTaps += 1 })
        let swipe = UISwipeGestureRecognizer(target: counter, action: Selector(bound: counter.invoke, name: "invoke"))
        swipe.direction = .left
        controller.view.addGestureRecognizer(swipe)
        #expect(swipe.view === controller.view)
        let driver = InteractionDriver(controller.swiftUIView)
        driver.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 150, y: 600), duration: 0.2)
        #expect(counter.swipes == 1)
        #expect(swipe.state == .ended)
        driver.tap(try #require(driver.find(text: "Play")))
        #expect(buttonTaps == 1)
        #expect(swipe.state == .failed)
        driver.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 150, y: 600), duration: 0.2)
        #expect(counter.swipes == 2)
    }

    @Test("A disabled recogniser, or one removed from its view, recognises nothing")
    func disabledAndRemoved() {
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: Selector(unapplied: GestureLog.tapped(_:), name: "tapped(_:)"))
        tap.isEnabled = false
        driver([tap]).tap(at: CGPoint(x: 150, y: 200))
        #expect(log.entries.isEmpty)

        let view = UIView()
        let other = UITapGestureRecognizer()
        view.addGestureRecognizer(other)
        view.removeGestureRecognizer(other)
        #expect(view.gestureRecognizers?.isEmpty == true)
        #expect(other.view == nil)
    }
}
