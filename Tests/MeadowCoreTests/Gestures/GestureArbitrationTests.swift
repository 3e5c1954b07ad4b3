import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The values a gesture reported through `onChanged` and `onEnded`.
@MainActor
private final class ValueLog<Value> {
    var changes: [Value] = []
    var ends: [Value] = []
}

/// A vertical scroll view on a 300×600 canvas: a 300×200 card ("card") with a drag gesture at the top, then a
/// 300×2000 block ("content").
private struct ScrollViewWithDraggableCard: View {
    let log: ValueLog<DragGesture.Value>

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(width: 300, height: 200).accessibilityIdentifier("card")
                    .gesture(DragGesture().onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
                Color.red.frame(width: 300, height: 2000).accessibilityIdentifier("content")
            }
        }
    }
}

/// A 200-point square ("box") in the middle of a 400-point canvas that follows a drag while it lasts, through a
/// `GestureState` that resets in `resetTransaction`.
private struct DraggedBox: View {
    @GestureState var offset: CGSize

    init(resetTransaction: Transaction) {
        _offset = GestureState(wrappedValue: .zero, resetTransaction: resetTransaction)
    }

    var body: some View {
        Color.red.frame(width: 200, height: 200).accessibilityIdentifier("box")
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}

/// A 200-point square ("box") in the middle of a 400-point canvas, 50 points larger each way while pressed
/// through a long press's `GestureState`.
private struct PressedBox: View {
    @GestureState var isPressed = false

    var body: some View {
        Color.red.frame(width: isPressed ? 300 : 200, height: 200).accessibilityIdentifier("box")
            .gesture(LongPressGesture(minimumDuration: 1).updating($isPressed) { value, state, _ in state = value })
    }
}

/// A disc with a hole: two circles wound the same way, so only the even-odd rule leaves the middle out.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}

@MainActor
@Suite("Gesture arbitration and composition")
struct GestureArbitrationTests {
    private let centre = CGPoint(x: 200, y: 200)

    /// A 200-point square in the middle of a 400-point canvas: (100, 100)–(300, 300).
    private func square() -> some View {
        Color.red.frame(width: 200, height: 200)
    }

    /// Drags along a straight line and rests a fifth of a second before lifting, so nothing coasts.
    private func slowDrag(_ driver: InteractionDriver, from start: CGPoint, to end: CGPoint) {
        driver.drag(from: start, to: end, duration: 0.3, release: false)
        driver.step(0.2)
        driver.release(at: end)
    }

    // MARK: Scroll view and drag

    @Test("A horizontal drag on a draggable view inside a vertical scroll view goes to the drag")
    func horizontalDragInScrollView() throws {
        // The first clear direction decides: sideways is not the scroll view's axis, so the drag takes it.
        let log = ValueLog<DragGesture.Value>()
        let driver = InteractionDriver(ScrollViewWithDraggableCard(log: log), device: canvas(300, 600))
        slowDrag(driver, from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 105))
        let end = try #require(log.ends.first)
        #expect(end.translation == CGSize(width: -200, height: 5))
        #expect(!log.changes.isEmpty)
        #expect(driver.find(identifier: "content")?.frame.minY == 200, "the scroll view did not move")
    }

    @Test("A vertical drag on a draggable view inside a vertical scroll view scrolls")
    func verticalDragInScrollView() {
        let log = ValueLog<DragGesture.Value>()
        let driver = InteractionDriver(ScrollViewWithDraggableCard(log: log), device: canvas(300, 600))
        slowDrag(driver, from: CGPoint(x: 150, y: 150), to: CGPoint(x: 155, y: 50))
        #expect(log.changes.isEmpty, "the drag never began")
        #expect(log.ends.isEmpty)
        #expect(driver.find(identifier: "content")?.frame.minY == 100, "scrolled up by the drag's 100 points")
        #expect(driver.find(identifier: "card")?.frame.minY == -100)
    }

    @Test("A parent's high-priority drag takes a vertical drag from the scroll view inside it")
    func highPriorityOverScrollView() {
        // [APPLE:view/highprioritygesture(_:including:)]: it takes precedence over the gestures of the views
        // inside, a scroll view's pan among them.
        let log = ValueLog<DragGesture.Value>()
        let view = ScrollView { Color.red.frame(width: 300, height: 2000).accessibilityIdentifier("content") }
            .highPriorityGesture(DragGesture().onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(300, 600))
        slowDrag(driver, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 200))
        #expect(log.ends.count == 1)
        #expect(driver.find(identifier: "content")?.frame.minY == 0, "the scroll view did not move")
    }

    @Test("A parent's high-priority long press takes a held touch from a Button inside it")
    func highPriorityOverButton() {
        // A button competes through the same recognisers as gestures: the parent's long press recognises while
        // the finger is still down, so the button's press is cancelled and its action never runs.
        let taps = CallCounter()
        let pressed = CallCounter()
        let view = Button(action: { taps.record() }) { Color.blue.frame(width: 100, height: 44) }
            .padding(20)
            .highPriorityGesture(LongPressGesture().onEnded { _ in pressed.record() })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        #expect(fills(of: CGSize(width: 100, height: 44), in: driver.makeDisplayList()).first?.opacity == 0.2)
        driver.step(0.6)
        #expect(pressed.count == 1)
        #expect(fills(of: CGSize(width: 100, height: 44), in: driver.makeDisplayList()).first?.opacity == nil, "no longer pressed")
        driver.release(at: centre)
        #expect(taps.count == 0)
        driver.tap(at: centre)
        #expect(taps.count == 1, "a quick tap still reaches the button")
        #expect(pressed.count == 1)
    }

    // MARK: Long press

    @Test("A long press fires once the stepped clock passes its minimum duration, before the finger lifts")
    func longPressFiresOnClock() {
        // [APPLE:longpressgesture/init(minimumduration:maximumdistance:)]: 0.5 s and 10 points by default.
        let fired = CallCounter()
        var pressing: [Bool] = []
        let view = square().onLongPressGesture(perform: { fired.record() }, onPressingChanged: { pressing.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        #expect(pressing == [true])
        #expect(driver.graph.isAnimating, "the host keeps the clock running while a long press waits")
        driver.step(0.45)
        #expect(fired.count == 0)
        driver.step(0.1)
        #expect(fired.count == 1, "fired at 0.5 s with the finger still down")
        #expect(pressing == [true, false])
        #expect(!driver.graph.isAnimating)
        driver.release(at: centre)
        #expect(fired.count == 1)
    }

    @Test(
        "A long press fails when the finger lifts too soon or moves more than its maximum distance",
        arguments: [(0.4, CGFloat(0)), (0.6, 11)])
    func longPressFails(hold: Double, distance: CGFloat) {
        let fired = CallCounter()
        let view = square().onLongPressGesture { fired.record() }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        driver.graph.pointerMoved(to: CGPoint(x: centre.x + distance, y: centre.y))
        driver.step(hold)
        driver.release(at: CGPoint(x: centre.x + distance, y: centre.y))
        driver.step(1)
        #expect(fired.count == 0)
    }

    @Test("A long press sequenced before a drag becomes a drag from where it was held")
    func longPressThenDrag() throws {
        // [APPLE:gesture/sequenced(before:)]: the second gesture recognises only after the first ends.
        typealias Sequence = SequenceGesture<LongPressGesture, DragGesture>
        let log = ValueLog<Sequence.Value>()
        let view = square().gesture(
            LongPressGesture().sequenced(before: DragGesture())
                .onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        driver.step(0.3)
        #expect(log.changes == [.first(true)], "pressing, not yet long enough")
        driver.step(0.3)
        #expect(log.changes.last == .second(true, nil), "the press ended; the drag has not begun")
        for x in [220.0, 250] {
            driver.step(1.0 / 60)
            driver.graph.pointerMoved(to: CGPoint(x: x, y: 200))
        }
        guard case .second(true, let drag?) = log.changes.last else {
            Issue.record("no drag value: \(log.changes)")
            return
        }
        #expect(drag.translation == CGSize(width: 50, height: 0))
        driver.release(at: CGPoint(x: 250, y: 200))
        guard case .second(true, let end?) = try #require(log.ends.first) else {
            Issue.record("the sequence did not end with a drag: \(log.ends)")
            return
        }
        #expect(end.translation == CGSize(width: 50, height: 0))
        #expect(end.startLocation == CGPoint(x: 100, y: 100), "the drag starts where the press was held, in local space")
    }

    @Test("A drag that starts before the long press ends fails the sequence")
    func dragTooSoonFailsSequence() {
        let log = ValueLog<SequenceGesture<LongPressGesture, DragGesture>.Value>()
        let view = square().gesture(
            LongPressGesture().sequenced(before: DragGesture()).onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 300, y: 200), duration: 0.3)
        #expect(log.ends.isEmpty)
    }

    // MARK: Exclusive

    @Test("exclusively(before:) gives a double tap to the first gesture and a lone tap, once it fails, to the second")
    func exclusiveDoubleOrSingleTap() {
        // [APPLE:gesture/exclusively(before:)]: only one succeeds, the first taking precedence; the double tap
        // fails 0.35 s after the first tap (§8), and only then does the single tap win.
        let double = CallCounter()
        let single = CallCounter()
        let view = square().gesture(
            TapGesture(count: 2).onEnded { double.record() }.exclusively(before: TapGesture().onEnded { single.record() }))
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        driver.step(0.1)
        driver.tap(at: centre)
        #expect(double.count == 1)
        #expect(single.count == 0)
        driver.step(1)
        #expect(single.count == 0, "the double tap took both taps")
        driver.tap(at: centre)
        driver.step(0.3)
        #expect(single.count == 0, "the double tap may still come")
        driver.step(0.1)
        #expect(single.count == 1)
        #expect(double.count == 1)
    }

    @Test(
        "exclusively(before:) ends with the value of the gesture that recognises first",
        arguments: [true, false])
    func exclusiveValue(holds: Bool) throws {
        // A long press held still recognises as the first; a touch that moves away at once is the drag's.
        let log = ValueLog<ExclusiveGesture<LongPressGesture, DragGesture>.Value>()
        let view = square().gesture(
            LongPressGesture().exclusively(before: DragGesture()).onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        if holds {
            driver.graph.pointerDown(at: centre)
            driver.step(0.6)
            driver.release(at: centre)
        } else {
            driver.drag(from: centre, to: CGPoint(x: 200, y: 280), duration: 0.2)
        }
        let end = try #require(log.ends.first)
        #expect(log.ends.count == 1)
        switch end {
        case .first(let value): #expect(holds && value)
        case .second(let drag): #expect(!holds && drag.translation == CGSize(width: 0, height: 80))
        }
    }

    // MARK: Gesture state

    @Test("GestureState follows the drag while it lasts and resets when it ends")
    func gestureStateResets() {
        // [APPLE:gesturestate]: the property resets to its initial value when the gesture ends.
        let driver = InteractionDriver(DraggedBox(resetTransaction: Transaction()), device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 260, y: 230), release: false)
        #expect(driver.find(identifier: "box")?.frame == rect(160, 130, 200, 200))
        driver.release(at: CGPoint(x: 260, y: 230))
        #expect(driver.find(identifier: "box")?.frame == rect(100, 100, 200, 200))
    }

    @Test("GestureState resets in its reset transaction, so an animated reset moves back over time")
    func gestureStateResetAnimates() throws {
        let transaction = Transaction(animation: .linear(duration: 1))
        let driver = InteractionDriver(DraggedBox(resetTransaction: transaction), device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 300, y: 200), release: false)
        driver.release(at: CGPoint(x: 300, y: 200))
        driver.step(0.5)
        let midway = try #require(driver.find(identifier: "box")?.frame)
        #expect(abs(midway.minX - 150) < 1, "halfway back after half of a 1 s linear reset: \(midway)")
        driver.settle()
        #expect(driver.find(identifier: "box")?.frame == rect(100, 100, 200, 200))
    }

    @Test("GestureState set by a long press resets when the press fails")
    func gestureStateResetsOnFailure() {
        let driver = InteractionDriver(PressedBox(), device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        #expect(driver.find(identifier: "box")?.frame.width == 300, "pressed from the touch down")
        driver.step(0.2)
        driver.graph.pointerMoved(to: CGPoint(x: 240, y: 200))
        #expect(driver.find(identifier: "box")?.frame.width == 200, "moving 40 points failed the press")
        driver.release(at: CGPoint(x: 240, y: 200))
        #expect(driver.find(identifier: "box")?.frame.width == 200)
    }

    // MARK: Content shape

    @Test("contentShape with eoFill leaves the hole of a ring untappable; without it the hole is tappable", arguments: [false, true])
    func contentShapeEvenOdd(eoFill: Bool) {
        // [APPLE:view/contentshape(_:eofill:)]: eoFill chooses the even-odd rule for the shape's inside. The
        // ring fills (100, 100)–(300, 300), its hole (150, 150)–(250, 250); the view draws nothing itself.
        let taps = CallCounter()
        let view = EmptyView().frame(width: 200, height: 200).contentShape(Ring(), eoFill: eoFill)
            .onTapGesture { taps.record() }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(taps.count == (eoFill ? 0 : 1))
        driver.tap(at: CGPoint(x: 200, y: 120))
        #expect(taps.count == (eoFill ? 1 : 2), "the band of the ring is inside by either rule")
        driver.tap(at: CGPoint(x: 110, y: 110))
        #expect(taps.count == (eoFill ? 1 : 2), "the corners are outside the ring")
    }

    // MARK: Masks

    @Test(
        "A gesture mask enables the view's own gesture, its subviews' gestures, both or neither",
        arguments: [
            (GestureMask.all, 1, 0), (.gesture, 0, 1), (.subviews, 1, 0), (.none, 0, 0),
        ])
    func gestureMask(mask: GestureMask, child expectedChild: Int, parent expectedParent: Int) {
        // [APPLE:view/gesture(_:including:)]: `.subviews` disables the gesture being attached, `.gesture` the
        // subviews' gestures. A tap on the child goes to the child's gesture when it takes part, else the parent's.
        let child = CallCounter()
        let parent = CallCounter()
        let view = square().onTapGesture { child.record() }.padding(20).background(Color.gray)
            .gesture(TapGesture().onEnded { parent.record() }, including: mask)
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(child.count == expectedChild)
        #expect(parent.count == expectedParent)
        driver.tap(at: CGPoint(x: 90, y: 90))
        let parentEnabled = mask.contains(.gesture)
        #expect(parent.count == expectedParent + (parentEnabled ? 1 : 0), "a tap outside the child reaches only the parent")
    }

    @Test("A mask without .subviews disables the buttons and scroll views inside")
    func maskDisablesControls() {
        let taps = CallCounter()
        let view = Button(action: { taps.record() }) { Color.blue.frame(width: 100, height: 44) }
            .gesture(TapGesture(), including: .gesture)
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(taps.count == 0)
    }
}
