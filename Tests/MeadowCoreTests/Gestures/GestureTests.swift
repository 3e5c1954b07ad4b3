import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 200-point square in the middle of a 400-point canvas: (100, 100)–(300, 300).
@MainActor
private func square(_ color: Color = .red) -> some View {
    color.frame(width: 200, height: 200)
}

/// A row of two 50-point squares 100 points apart, tappable as a whole, with or without a content shape.
private struct GappedRow: View {
    let hasContentShape: Bool
    let taps: CallCounter

    var row: some View {
        HStack(spacing: 100) {
            Color.red.frame(width: 50, height: 50)
            Color.red.frame(width: 50, height: 50)
        }
    }

    var body: some View {
        if hasContentShape {
            row.contentShape(Rectangle()).onTapGesture { taps.record() }
        } else {
            row.onTapGesture { taps.record() }
        }
    }
}

/// The drag values a gesture reported.
@MainActor
private final class DragLog {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
}

@MainActor
@Suite("Gestures")
struct GestureTests {
    /// The centre of the 400-point canvas.
    private let centre = CGPoint(x: 200, y: 200)

    /// Presses at `start`, moves to each of `moves` one frame apart, and lifts at the last point.
    private func touch(_ driver: InteractionDriver, from start: CGPoint, through moves: [CGPoint]) {
        driver.drag(along: [start] + moves)
    }

    // MARK: Taps

    @Test("onTapGesture fires for a tap inside the view and not for one outside")
    func tapInsideAndOutside() {
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture { taps.record() }, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(taps.count == 1)
        driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.count == 1, "outside the square")
        driver.tap(at: CGPoint(x: 101, y: 299))
        #expect(taps.count == 2, "just inside a corner")
    }

    @Test("Inside disabled(true) a tap gesture and a drag gesture take no touch; disabled(false) leaves them working")
    func disabledViewTakesNoGesture() {
        for disabled in [true, false] {
            let taps = CallCounter()
            let drags = CallCounter()
            let view = VStack(spacing: 0) {
                Color.red.frame(width: 200, height: 100).onTapGesture { taps.record() }
                Color.blue.frame(width: 200, height: 100).gesture(DragGesture().onEnded { _ in drags.record() })
            }
            let driver = InteractionDriver(view.disabled(disabled), device: canvas(400, 400))
            driver.tap(at: CGPoint(x: 200, y: 150))
            touch(driver, from: CGPoint(x: 200, y: 250), through: [CGPoint(x: 200, y: 270), CGPoint(x: 200, y: 290)])
            #expect(taps.count == (disabled ? 0 : 1))
            #expect(drags.count == (disabled ? 0 : 1))
        }
    }

    @Test(
        "A tap tolerates movement up to 45 points and fails beyond",
        arguments: [(CGFloat(0), 1), (20, 1), (44, 1), (46, 0), (90, 0)])
    func tapSlop(distance: CGFloat, expected: Int) {
        // §8: max movement for a single tap is 45 pt.
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture { taps.record() }, device: canvas(400, 400))
        touch(driver, from: centre, through: [CGPoint(x: centre.x + distance / 2, y: centre.y), CGPoint(x: centre.x + distance, y: centre.y)])
        #expect(taps.count == expected)
    }

    @Test("A touch that strays more than 45 points is not a tap, even if it comes back")
    func tapThatWanderedFails() {
        // §8: the 45 pt limit is on the movement; a touch that exceeded it has failed as a tap.
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture { taps.record() }, device: canvas(400, 400))
        touch(driver, from: centre, through: [CGPoint(x: 260, y: 200), centre])
        #expect(taps.count == 0, "the touch went 60 points away before coming back")
    }

    @Test("A press held longer than 0.75 seconds is not a tap")
    func longPressIsNotTap() {
        // §8: max press duration 0.75 s.
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture { taps.record() }, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        driver.step(0.8)
        driver.release(at: centre)
        #expect(taps.count == 0)
        driver.graph.pointerDown(at: centre)
        driver.step(0.7)
        driver.release(at: centre)
        #expect(taps.count == 1)
    }

    @Test(
        "onTapGesture(count: 2) needs two taps within 0.35 seconds",
        arguments: [(0.1, 1), (0.25, 1), (0.45, 0), (1.0, 0)])
    func doubleTap(pause: Double, expected: Int) {
        // §8: for multi-tap, max delay between taps 0.35 s. The driver's taps last 0.05 s, so the taps end
        // pause + 0.05 s apart.
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture(count: 2) { taps.record() }, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(taps.count == 0, "one tap is not a double tap")
        driver.step(pause)
        driver.tap(at: centre)
        #expect(taps.count == expected)
    }

    @Test("A double tap is counted again from scratch after it fires")
    func doubleTapResets() {
        let taps = CallCounter()
        let driver = InteractionDriver(square().onTapGesture(count: 2) { taps.record() }, device: canvas(400, 400))
        for _ in 0..<3 {
            driver.tap(at: centre)
            driver.step(0.1)
        }
        #expect(taps.count == 1, "the third tap starts a new double tap")
        driver.tap(at: centre)
        #expect(taps.count == 2)
    }

    // MARK: Drags

    @Test("DragGesture reports translation, start and current location while it changes and when it ends")
    func dragReportsValues() throws {
        // §8: startLocation is the first event's location, location the current one, translation their difference;
        // locations are in the view's own (.local) space.
        let log = DragLog()
        let view = square().gesture(
            DragGesture().onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 180), duration: 10.0 / 60)
        #expect(Set(log.changes.map { [$0.location.x, $0.location.y] }).count == 10, "one change per move, all past 10 points")
        let first = try #require(log.changes.first)
        #expect(first.startLocation == CGPoint(x: 50, y: 50))
        #expect(isClose(first.translation, CGSize(width: 10, height: 3)))
        let end = try #require(log.ends.first)
        #expect(log.ends.count == 1)
        #expect(end.startLocation == CGPoint(x: 50, y: 50))
        #expect(end.location == CGPoint(x: 150, y: 80))
        #expect(end.translation == CGSize(width: 100, height: 30))
        #expect(abs(end.velocity.width - 600) < 1e-6, "10 points a frame at 60 frames a second")
        #expect(abs(end.velocity.height - 180) < 1e-6)
        // §8: predicted end from the velocity, decelerating as a scroll view does (0.499 s of the velocity).
        #expect(abs(end.predictedEndTranslation.width - (100 + 600 * 0.499)) < 1e-6)
        #expect(abs(end.predictedEndLocation.y - (80 + 180 * 0.499)) < 1e-6)
    }

    @Test("DragGesture in the global space reports root coordinates")
    func dragGlobalSpace() throws {
        let log = DragLog()
        let view = square().gesture(DragGesture(coordinateSpace: .global).onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150))
        let end = try #require(log.ends.first)
        #expect(end.startLocation == CGPoint(x: 150, y: 150))
        #expect(end.location == CGPoint(x: 250, y: 150))
    }

    @Test(
        "A drag starts only once the touch has moved its minimum distance",
        arguments: [(CGFloat(10), CGFloat(5), false), (10, 9.9, false), (10, 10, true), (10, 30, true), (40, 30, false), (0, 1, true)])
    func minimumDistance(minimum: CGFloat, distance: CGFloat, starts: Bool) {
        // §8: DragGesture(minimumDistance: 10) by default.
        let log = DragLog()
        let view = square().gesture(
            DragGesture(minimumDistance: minimum).onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        touch(driver, from: centre, through: [CGPoint(x: centre.x, y: centre.y + distance)])
        #expect(log.changes.isEmpty != starts)
        #expect(log.ends.isEmpty != starts)
    }

    @Test("A short drag on a view with both a drag and a tap is a tap, a long one a drag")
    func dragOrTap() {
        let taps = CallCounter()
        let log = DragLog()
        let view = square().onTapGesture { taps.record() }.gesture(DragGesture().onEnded { log.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        touch(driver, from: centre, through: [CGPoint(x: 205, y: 200)])
        #expect(taps.count == 1)
        #expect(log.ends.isEmpty)
        driver.drag(from: centre, to: CGPoint(x: 260, y: 200))
        #expect(taps.count == 1, "a drag is not also a tap")
        #expect(log.ends.count == 1)
    }

    // MARK: Precedence

    @Test("A child's gesture wins over its parent's")
    func childWins() {
        // [APPLE:view/gesture(_:including:)]: a view's own gestures take precedence over its ancestors'.
        let child = CallCounter()
        let parent = CallCounter()
        let view = square().onTapGesture { child.record() }.padding(20).background(Color.gray).onTapGesture { parent.record() }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(child.count == 1)
        #expect(parent.count == 0)
        driver.tap(at: CGPoint(x: 90, y: 90))
        #expect(parent.count == 1, "the parent still gets taps outside the child")
        #expect(child.count == 1)
    }

    @Test("A child's drag wins over its parent's drag")
    func childDragWins() {
        let child = DragLog()
        let parent = DragLog()
        let view = square().gesture(DragGesture().onEnded { child.ends.append($0) })
            .padding(20).background(Color.gray).gesture(DragGesture().onEnded { parent.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 250, y: 200))
        #expect(child.ends.count == 1)
        #expect(parent.ends.isEmpty)
    }

    @Test("A parent's highPriorityGesture wins over the child's gesture")
    func highPriorityWins() {
        // [APPLE:view/highprioritygesture(_:including:)]: it takes precedence over the view's existing gestures.
        let child = CallCounter()
        let parent = CallCounter()
        let view = square().onTapGesture { child.record() }.padding(20)
            .highPriorityGesture(TapGesture().onEnded { parent.record() })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(parent.count == 1)
        #expect(child.count == 0)
    }

    @Test("A parent's high-priority drag takes a drag from the child")
    func highPriorityDragWins() {
        let child = DragLog()
        let parent = DragLog()
        let view = square().gesture(DragGesture().onEnded { child.ends.append($0) })
            .highPriorityGesture(DragGesture().onEnded { parent.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 250, y: 200))
        #expect(parent.ends.count == 1)
        #expect(child.ends.isEmpty)
    }

    @Test("A parent's simultaneousGesture fires alongside the child's")
    func simultaneousFiresToo() {
        // [APPLE:view/simultaneousgesture(_:including:)]: both gestures recognise.
        let child = CallCounter()
        let parent = CallCounter()
        let view = square().onTapGesture { child.record() }.padding(20)
            .simultaneousGesture(TapGesture().onEnded { parent.record() })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(child.count == 1)
        #expect(parent.count == 1)
    }

    @Test("A simultaneous drag reports alongside the winning drag")
    func simultaneousDrag() {
        let child = DragLog()
        let parent = DragLog()
        let view = square().gesture(DragGesture().onEnded { child.ends.append($0) })
            .simultaneousGesture(DragGesture().onChanged { parent.changes.append($0) }.onEnded { parent.ends.append($0) })
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.drag(from: centre, to: CGPoint(x: 250, y: 200))
        #expect(child.ends.count == 1)
        #expect(parent.ends.count == 1)
        #expect(!parent.changes.isEmpty)
    }

    // MARK: Hit testing

    @Test("allowsHitTesting(false) passes touches to the view behind")
    func allowsHitTestingFalse() {
        // [APPLE:view/allowshittesting(_:)]: the view and its children are transparent to touches.
        let back = CallCounter()
        let front = CallCounter()
        let view = ZStack {
            square(.blue).onTapGesture { back.record() }
            square(.red).onTapGesture { front.record() }.allowsHitTesting(false)
        }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(back.count == 1)
        #expect(front.count == 0)
    }

    @Test("Without allowsHitTesting(false) the front view takes the touch")
    func frontViewTakesTouch() {
        let back = CallCounter()
        let front = CallCounter()
        let view = ZStack {
            square(.blue).onTapGesture { back.record() }
            square(.red).onTapGesture { front.record() }
        }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(back.count == 0)
        #expect(front.count == 1)
    }

    @Test(
        "contentShape makes the empty gap of a stack tappable; without it the gap is not",
        arguments: [(true, 1), (false, 0)])
    func contentShapeGap(hasContentShape: Bool, expected: Int) {
        // [APPLE:view/contentshape(_:eofill:)]: the shape defines the hit-testing area. The row is 200×50 at
        // (100, 175); its squares cover x 100–150 and 250–300.
        let taps = CallCounter()
        let driver = InteractionDriver(GappedRow(hasContentShape: hasContentShape, taps: taps), device: canvas(400, 400))
        driver.tap(at: centre)
        #expect(taps.count == expected)
        driver.tap(at: CGPoint(x: 125, y: 200))
        #expect(taps.count == expected + 1, "the squares themselves are tappable either way")
    }

    // MARK: Buttons

    @Test("A Button runs its action on a tap")
    func buttonAction() throws {
        let taps = CallCounter()
        let driver = InteractionDriver(Button("Press me") { taps.record() }, device: canvas(400, 400))
        let label = try #require(driver.find(text: "Press me"))
        driver.tap(label)
        #expect(taps.count == 1)
    }

    @Test("A pressed Button draws its label at opacity 0.2 until the touch lifts")
    func buttonDimsWhilePressed() {
        // Button's default iOS style draws the pressed label at 20 % opacity.
        let taps = CallCounter()
        let view = Button(action: { taps.record() }) { Color.blue.frame(width: 100, height: 44) }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        let label = CGSize(width: 100, height: 44)
        #expect(fills(of: label, in: driver.makeDisplayList()).first?.opacity == nil)
        driver.graph.pointerDown(at: centre)
        #expect(fills(of: label, in: driver.makeDisplayList()).first?.opacity == 0.2)
        #expect(drawnItems(driver.makeDisplayList()).contains { $0.effects.contains(.opacity(0.2)) })
        #expect(taps.count == 0, "the action waits for the touch to lift")
        driver.release(at: centre)
        #expect(fills(of: label, in: driver.makeDisplayList()).first?.opacity == nil)
        #expect(taps.count == 1)
    }

    @Test("A Button held for a second still runs its action when the touch lifts on it")
    func buttonLongPress() {
        // A button is not a tap gesture: UIKit and SwiftUI buttons fire on touch-up inside however long the press.
        let taps = CallCounter()
        let view = Button(action: { taps.record() }) { Color.blue.frame(width: 100, height: 44) }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.graph.pointerDown(at: centre)
        driver.step(1)
        #expect(fills(of: CGSize(width: 100, height: 44), in: driver.makeDisplayList()).first?.opacity == 0.2)
        driver.release(at: centre)
        #expect(taps.count == 1)
    }

    @Test("A press that moves away from a Button undims it and does not run the action")
    func buttonPressMovedAway() {
        let taps = CallCounter()
        let view = Button(action: { taps.record() }) { Color.blue.frame(width: 100, height: 44) }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        let label = CGSize(width: 100, height: 44)
        driver.graph.pointerDown(at: centre)
        driver.step(1.0 / 60)
        driver.graph.pointerMoved(to: CGPoint(x: 200, y: 300))
        #expect(fills(of: label, in: driver.makeDisplayList()).first?.opacity == nil)
        driver.release(at: CGPoint(x: 200, y: 300))
        #expect(taps.count == 0)
    }
}

/// A five-segment picker of a `ForEach`'s ids with no tags, 20 selected, handing the binding to `probe`.
private struct TipPicker: View {
    let probe: StateProbe<Int>
    @State var tip = 20

    var body: some View {
        let _ = probe.binding = $tip
        Picker("Tip", selection: $tip) {
            ForEach([10, 15, 20, 25, 0], id: \.self) { percent in
                Text("\(percent)%")
            }
        }
        .pickerStyle(.segmented)
    }
}

/// A three-segment picker bound to its own state, handing the binding to `probe`.
private struct ModePicker: View {
    let probe: StateProbe<Int>
    @State var mode = 0

    var body: some View {
        let _ = probe.binding = $mode
        Picker("Mode", selection: $mode) {
            Text("One").tag(0)
            Text("Two").tag(1)
            Text("Three").tag(2)
        }
        .pickerStyle(.segmented)
    }
}

@MainActor
@Suite("Segmented Picker interaction")
struct SegmentedPickerInteractionTests {
    /// The picker fills a 300×100 canvas's width: 32 points tall at y 34, three 100-point segments.
    private func makeDriver(_ probe: StateProbe<Int>) -> InteractionDriver {
        InteractionDriver(ModePicker(probe: probe), device: canvas(300, 100))
    }

    /// The bounds of the white thumb the display list draws now.
    private func thumb(_ driver: InteractionDriver) -> CGRect? {
        drawnItems(driver.makeDisplayList()).first { drawn in
            guard case .fill(_, let color, _) = drawn.item else { return false }
            return color.red == 1 && color.green == 1 && color.blue == 1
        }?.fillBounds
    }

    @Test("Tapping the second segment selects its tag through the binding")
    func tapSelects() {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        #expect(driver.find(text: "Two") != nil)
        driver.tap(at: CGPoint(x: 150, y: 50))
        #expect(probe.value == 1)
        driver.tap(at: CGPoint(x: 290, y: 50))
        #expect(probe.value == 2)
        driver.tap(at: CGPoint(x: 150, y: 10))
        #expect(probe.value == 2, "a tap above the picker changes nothing")
    }

    @Test("The thumb slides from the old segment to the new one")
    func thumbSlides() throws {
        // The thumb is the segment inset by 2 points: (2, 36, 96, 28) on the first segment, x 102 on the second.
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        let start = try #require(thumb(driver))
        #expect(isClose(start, rect(2, 36, 96, 28)))
        driver.tap(at: CGPoint(x: 150, y: 50))
        driver.step(0.05)
        let mid = try #require(thumb(driver))
        #expect(mid.minX > 2 + 1 && mid.minX < 102 - 1, "mid-slide the thumb is between the segments: \(mid)")
        #expect(mid.width == 96)
        driver.settle()
        let end = try #require(thumb(driver))
        #expect(isClose(end, rect(102, 36, 96, 28)))
    }

    @Test("Segments of a ForEach are tagged with their ids: the selection's segment is on the thumb, a tap selects an id")
    func forEachIdsAreTags() throws {
        // As a tip picker writes it: `ForEach(tipPercentages, id: \.self)`, no `tag(_:)`, 20 selected.
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(TipPicker(probe: probe), device: canvas(300, 100))
        let start = try #require(thumb(driver), "the segment of 20, the third of five, is on the thumb")
        #expect(isClose(start, rect(122, 36, 56, 28)))
        driver.tap(at: CGPoint(x: 30, y: 50))
        #expect(probe.value == 10)
        driver.tap(at: CGPoint(x: 270, y: 50))
        #expect(probe.value == 0)
    }

    @Test("A selection set from outside moves the thumb too")
    func programmaticSelection() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        probe.set(2)
        _ = driver.layoutTree
        driver.settle()
        let end = try #require(thumb(driver))
        #expect(isClose(end, rect(202, 36, 96, 28)))
    }
}
