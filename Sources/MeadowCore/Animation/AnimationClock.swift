import Foundation

/// The one clock of a view graph: the time animations read, which the host ticks from the display and tests
/// step by hand, and the animated properties that are moving now.
@MainActor
final class AnimationClock {
    /// Seconds since the graph started.
    var time: Double = 0
    /// Counts updates, so a node knows whether the transaction it was built in is the current one.
    private(set) var update = 0
    /// The animation of the state change being made, for what it changes that no transaction of its own animates.
    private(set) var updateAnimation: Animation?
    /// The tracks that registered when their animation started, weakly: a track whose node is gone is dropped.
    private var tracks: [ObjectIdentifier: WeakTrack] = [:]
    /// The tracks whose animation started since `beginAnimations(at:)` was last called.
    private var started: [ObjectIdentifier: WeakTrack] = [:]
    /// The completions of the transaction being applied, which the animations starting now join.
    private var updateCompletions: [AnimationCompletion] = []
    /// The completions of applied transactions whose animations are still running.
    private var waitingCompletions: [AnimationCompletion] = []

    private struct WeakTrack {
        weak var track: (any AnimationTrack)?
    }

    /// A clock for nodes not (yet) in a graph.
    static let detached = AnimationClock()

    /// Begins applying a transaction: `animation` moves what no animation of its own does.
    func beginUpdate(animation: Animation?) {
        update += 1
        updateAnimation = animation
    }

    /// Makes `completions` wait for the animations that start until `endUpdate()`.
    func join(_ completions: [AnimationCompletion]) {
        updateCompletions += completions
    }

    func endUpdate() {
        updateAnimation = nil
        for completion in updateCompletions { completion.seal() }
        waitingCompletions += updateCompletions
        updateCompletions = []
    }

    /// Keeps `track` among those checked each frame, until its animation finishes; the transaction being applied
    /// waits for it.
    func track(_ track: any AnimationTrack) {
        tracks[ObjectIdentifier(track)] = WeakTrack(track: track)
        started[ObjectIdentifier(track)] = WeakTrack(track: track)
        for completion in updateCompletions { completion.wait(for: track) }
    }

    /// Takes the completions of applied transactions whose animations are complete now.
    func takeCompletedCompletions() -> [AnimationCompletion] {
        guard !waitingCompletions.isEmpty else { return [] }
        let complete = waitingCompletions.filter { $0.isComplete(at: time) }
        waitingCompletions.removeAll { completion in complete.contains { $0 === completion } }
        return complete
    }

    /// Whether any track was still animating when the finished ones were last settled.
    var hasAnimations: Bool { !tracks.isEmpty }

    /// Whether a track whose animation ends (not one repeating for ever) was still animating when the finished
    /// ones were last settled.
    var hasEndingAnimations: Bool {
        tracks.values.contains { $0.track.map { !$0.repeatsForever } ?? false }
    }

    /// Tells the tracks that animate that time moved, after `time` changed.
    func didAdvance() {
        for entry in tracks.values { entry.track?.clockDidAdvance() }
    }

    /// Starts the animations that started since it was last called as much later as `time` is past the clock's
    /// (`ViewGraph.beginAnimations(at:)`).
    func beginAnimations(at time: Double) {
        let delay = max(time - self.time, 0)
        if delay > 0 {
            for entry in started.values { entry.track?.delayAnimation(by: delay) }
        }
        for completion in waitingCompletions + updateCompletions { completion.delayNewAnimations(by: delay) }
        started = [:]
    }

    /// Marks the drawings of the nodes whose values are moving as changed, before a display list is made.
    func invalidateMovingDrawings() {
        for entry in tracks.values { entry.track?.owner?.invalidateDrawing() }
    }

    /// Lets the tracks whose animations have finished rest on their targets and forgets them.
    func settleFinished() {
        for (id, entry) in tracks {
            guard let track = entry.track else {
                tracks[id] = nil
                started[id] = nil
                continue
            }
            if !track.isAnimating(at: time) {
                tracks[id] = nil
                started[id] = nil
                track.settle(at: time)
            }
        }
    }
}
