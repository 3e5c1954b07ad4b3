import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `TimelineView` and its schedules as SwiftUI documents them: the dates each schedule gives, the date the content
/// is shown with, and a graph that wakes a timeline only when its next entry is due.
@MainActor
@Suite("TimelineView updates at its schedule's dates, woken only when due")
struct TimelineViewTests {
    /// 10:09:30 past a minute-aligned date, as in SwiftUI's documentation.
    static let start = Date(timeIntervalSinceReferenceDate: 60 * 1_000_000 + 30)

    private func dates<S: TimelineSchedule>(_ schedule: S, from date: Date, count: Int = 3) -> [TimeInterval] {
        Array(schedule.entries(from: date, mode: .normal).prefix(count)).map { $0.timeIntervalSince(Self.start) }
    }

    @Test("A periodic schedule's entries from a later date begin at the aligned date at or before it")
    func periodicFromLater() {
        #expect(dates(.periodic(from: Self.start, by: 60), from: Self.start.addingTimeInterval(155)) == [120, 180, 240])
        #expect(dates(.periodic(from: Self.start, by: 60), from: Self.start.addingTimeInterval(120)) == [120, 180, 240])
    }

    @Test("A periodic schedule's entries from an earlier date begin at its start")
    func periodicFromEarlier() {
        #expect(dates(.periodic(from: Self.start, by: 0.5), from: Self.start.addingTimeInterval(-10)) == [0, 0.5, 1])
    }

    @Test("An every-minute schedule begins at the start of the minute it is asked from (10:09:00 for 10:09:38)")
    func everyMinute() {
        #expect(dates(.everyMinute, from: Self.start.addingTimeInterval(8)) == [-30, 30, 90])
        #expect(dates(.everyMinute, from: Self.start.addingTimeInterval(-30)) == [-30, 30, 90])
    }

    @Test("An explicit schedule's entries are its dates, whatever date they are asked from")
    func explicit() {
        let given = [1.0, 4, 9].map { Self.start.addingTimeInterval($0) }
        #expect(dates(.explicit(given), from: Self.start.addingTimeInterval(100)) == [1, 4, 9])
    }

    @Test("An animation schedule's entries are its minimum interval apart, and only the first while paused")
    func animation() {
        #expect(dates(.animation(minimumInterval: 0.5), from: Self.start) == [0, 0.5, 1])
        #expect(dates(.animation(minimumInterval: 0.5, paused: true), from: Self.start) == [0])
    }

    @Test("The content shows the latest entry that has come, and the next is the first after now")
    func currentAndNext() {
        let schedule = PeriodicTimelineSchedule(from: Self.start, by: 10)
        let (current, next) = TimelineClock.entries(of: schedule, around: Self.start.addingTimeInterval(25))
        #expect(current == Self.start.addingTimeInterval(20))
        #expect(next == Self.start.addingTimeInterval(30))
        let explicit = ExplicitTimelineSchedule([Self.start.addingTimeInterval(5)])
        let before = TimelineClock.entries(of: explicit, around: Self.start)
        #expect(before.current == Self.start && before.next == Self.start.addingTimeInterval(5))
        let after = TimelineClock.entries(of: explicit, around: Self.start.addingTimeInterval(6))
        #expect(after.current == Self.start.addingTimeInterval(5) && after.next == nil)
    }

    /// A view with a body of its own around a periodic timeline showing the seconds since `start`.
    private struct Ticking: View {
        var body: some View {
            TimelineView(.periodic(from: TimelineViewTests.start, by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSince(TimelineViewTests.start)))")
            }
        }
    }

    @Test("An idle periodic timeline asks to be woken at its next date, and only its content is evaluated then")
    func wakesWhenDue() {
        let harness = LayoutHarness(Ticking(), size: CGSize(width: 100, height: 100))
        let graph = harness.graph
        graph.startDate = Self.start.addingTimeInterval(0.25)
        #expect(harness.layoutTree.node(text: "0") != nil)
        #expect(graph.nextWakeTime == 0.75)
        #expect(!graph.isAnimating)
        graph.advance(to: 0.7)
        #expect(!graph.needsUpdate)
        let evaluations = graph.bodyEvaluations
        graph.advance(to: 0.75)
        #expect(graph.needsUpdate)
        #expect(harness.layoutTree.node(text: "1") != nil)
        #expect(graph.bodyEvaluations == evaluations + 1)
        #expect(graph.nextWakeTime == 1.75)
    }

    @Test("An animation timeline asks for every frame; a paused one for none")
    func animationFrames() {
        let live = LayoutHarness(TimelineView(.animation) { _ in Color.red }, size: CGSize(width: 10, height: 10))
        _ = live.layoutTree
        #expect(live.graph.isAnimating)
        live.graph.step(by: 1.0 / 60)
        #expect(live.graph.needsUpdate)
        let paused = LayoutHarness(TimelineView(.animation(paused: true)) { _ in Color.red }, size: CGSize(width: 10, height: 10))
        _ = paused.layoutTree
        #expect(!paused.graph.isAnimating)
        #expect(paused.graph.nextWakeTime == nil)
    }

    @Test("The content is given the cadence .live")
    func cadence() {
        var cadence: TimelineViewDefaultContext.Cadence?
        _ = layout(TimelineView(.everyMinute) { context in
            cadence = context.cadence
            return Color.red
        }, width: 10, height: 10)
        #expect(cadence == .live)
    }

    @Test("A Canvas in a timeline draws again at each entry, its renderer being new, and keeps its drawing between them")
    func canvasRedrawsAtEntries() {
        let start = Self.start
        let view = TimelineView(.periodic(from: start, by: 1)) { context in
            let width = CGFloat(context.date.timeIntervalSince(start)) + 1
            Canvas { graphics, _ in graphics.fill(Path(CGRect(x: 0, y: 0, width: width, height: 1)), with: .color(.red)) }
        }
        let harness = LayoutHarness(view, size: CGSize(width: 100, height: 100))
        harness.graph.startDate = start
        let first = harness.displayList
        #expect(first.bounds == CGRect(x: 0, y: 0, width: 1, height: 1))
        harness.graph.advance(to: 0.5)
        #expect(harness.displayList == first)
        harness.graph.advance(to: 1)
        #expect(harness.displayList.bounds == CGRect(x: 0, y: 0, width: 2, height: 1))
    }
}
