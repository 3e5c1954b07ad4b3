import Foundation

/// The timeline views of a graph waiting for their next entry: when the earliest is due (what the host sleeps
/// until), whether one wants every frame, and waking those whose time has come. Each is held weakly: a view that
/// left the graph is forgotten.
@MainActor
final class TimelineWakeups {
    private struct Waiting {
        weak var timeline: TimelineWake?
        var date: Date?
        var everyFrame: Bool
    }

    private var waiting: [ObjectIdentifier: Waiting] = [:]

    /// Wakes `timeline` at `date`, or at every frame; nil and false forget it.
    func schedule(_ timeline: TimelineWake, at date: Date?, everyFrame: Bool) {
        let id = ObjectIdentifier(timeline)
        waiting[id] = date == nil && !everyFrame ? nil : Waiting(timeline: timeline, date: date, everyFrame: everyFrame)
    }

    /// The earliest date a timeline waits for.
    var nextDate: Date? {
        waiting.values.lazy.filter { $0.timeline != nil }.compactMap(\.date).min()
    }

    /// Whether a timeline wants every frame the display draws.
    var wantsEveryFrame: Bool {
        waiting.values.contains { $0.everyFrame && $0.timeline != nil }
    }

    /// Wakes the timelines whose date has come by `date`, and those that want every frame; each asks again when
    /// its body is evaluated.
    func wakeDue(at date: Date) {
        for (id, entry) in waiting {
            guard let timeline = entry.timeline else {
                waiting[id] = nil
                continue
            }
            guard entry.everyFrame || entry.date.map({ $0 <= date }) == true else { continue }
            waiting[id] = nil
            timeline.wake()
        }
    }
}
