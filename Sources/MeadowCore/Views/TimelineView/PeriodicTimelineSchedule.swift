import Foundation

/// A schedule of dates `interval` apart, aligned on a start date, as SwiftUI's `PeriodicTimelineSchedule`.
///
/// Its entries from a date after the start begin at the aligned date at or before it (for a start of 10:09:30 and
/// 60 seconds, entries from 10:12:05 are 10:11:30, 10:12:30…), as SwiftUI documents; from a date before the start
/// they begin at the start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule from `startDate` by `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates of a periodic schedule, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = date.addingTimeInterval(interval)
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: max(interval, 0)) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule from `startDate` by `interval` seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
