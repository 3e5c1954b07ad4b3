import Foundation

/// A schedule at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`: its entries from a date
/// begin at the start of that date's minute (10:09:00 for 10:09:38), then one a minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// The starts of minutes, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = date.addingTimeInterval(60)
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minutes = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minutes * 60))
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
