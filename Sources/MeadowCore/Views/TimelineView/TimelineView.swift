import Foundation

/// A view that updates its content at the dates of a schedule, as SwiftUI's `TimelineView`.
///
/// The content is evaluated with the date of the schedule's latest entry that has come (the time itself while
/// none has), then again at each later entry: the graph wakes the view then (`ViewGraph.nextWakeTime`), and only
/// its content is evaluated again. An `.animation` schedule without a minimum interval asks for every frame while
/// the view is in the graph and the schedule is not paused. The cadence is `.live`: Meadow updates every timeline
/// at its schedule's rate.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is given at each update, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the timeline updates, as SwiftUI's `TimelineView.Context.Cadence`.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date of the entry that prompted the update.
        public let date: Date
        /// How often the view is updated now.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    let clock = TimelineClock()
}

/// The context a `TimelineView`'s content is given, whatever its schedule, as SwiftUI's.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view whose `content` is evaluated at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(TimelineViewDefaultContext(date: clock.update(for: schedule), cadence: .live))
    }
}
