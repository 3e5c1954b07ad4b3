import Foundation

/// A sequence of dates a `TimelineView` updates its content at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates, in increasing order, beginning around `startDate`.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a timeline is asked to update, as SwiftUI's `TimelineScheduleMode`: Meadow always asks `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}
