import Foundation

/// Where a `TimelineView` reads the date it shows and asks its graph to wake it at the next: a property the graph
/// links to the view's node before each evaluation of its body, as it links `@State`.
@MainActor
final class TimelineClock: DynamicPropertyLink {
    private var timeline: TimelineWake?

    nonisolated init() {}

    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        timeline = node.storage(at: slot) { TimelineWake(owner: node) }
        slot += 1
    }

    /// The date to show now for `schedule`: its latest entry that has come (now while none has). Asks the graph
    /// to wake the view at the entry after it, or every frame for an unpaused `.animation` schedule.
    func update<Schedule: TimelineSchedule>(for schedule: Schedule) -> Date {
        let graph = timeline?.owner?.buildingGraph
        let now = graph?.date ?? Date()
        let (current, next) = Self.entries(of: schedule, around: now)
        if let timeline, let graph {
            let everyFrame = (schedule as? AnimationTimelineSchedule)?.wantsEveryFrame ?? false
            graph.timelines.schedule(timeline, at: everyFrame ? nil : next, everyFrame: everyFrame)
        }
        return current
    }

    /// How many entries up to `now` are read at most before the latest of them is taken as current.
    static let entriesReadLimit = 10_000

    /// The schedule's latest entry at or before `now` (now itself when none is) and its first after `now`.
    static func entries<Schedule: TimelineSchedule>(of schedule: Schedule, around now: Date) -> (current: Date, next: Date?) {
        var current: Date?
        var read = 0
        for date in schedule.entries(from: now, mode: .normal) {
            guard date <= now else { return (current ?? now, date) }
            current = date
            read += 1
            if read >= entriesReadLimit { break }
        }
        return (current ?? now, nil)
    }
}

/// A timeline view's node as the graph wakes it: its body is evaluated again, in a transaction of its own.
@MainActor
final class TimelineWake {
    weak var owner: CompositeNode?

    init(owner: CompositeNode) { self.owner = owner }

    func wake() {
        owner?.invalidate(transaction: Transaction())
    }
}
