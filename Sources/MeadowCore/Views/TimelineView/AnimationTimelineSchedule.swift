import Foundation

/// A schedule for animating a timeline's content, as SwiftUI's `AnimationTimelineSchedule`: every frame the
/// display draws, or at most every `minimumInterval` seconds; a paused one stops after its first entry.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule updating every frame, or at most every `minimumInterval` seconds; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The length of a frame of a 60 Hz display: the spacing of an unlimited schedule's entries.
    static let frameInterval: Double = 1.0 / 60

    /// Whether the schedule asks for every frame the display draws.
    var wantsEveryFrame: Bool { minimumInterval == nil && !paused }

    /// The dates of an animation schedule: a frame (or the minimum interval) apart, or only the first while
    /// paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double
        let paused: Bool

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(interval)
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: max(minimumInterval ?? Self.frameInterval, Self.frameInterval), paused: paused)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule updating every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule updating every frame, or at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
