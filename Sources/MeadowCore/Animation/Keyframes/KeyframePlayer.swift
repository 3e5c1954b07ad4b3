import Foundation

/// The primitive under a `KeyframeAnimator`: builds its content with the timeline's value at the clock's time,
/// and asks for its animator's body again on every frame while the keyframes play.
struct KeyframePlayer<Value>: View, PrimitiveView {
    let initialValue: Value
    let playback: Playback
    let content: (Value) -> any View
    let timeline: (Value) -> KeyframeTimeline<Value>

    enum Playback {
        /// Loops from when the view appears while true; shows the timeline's start while false.
        case repeating(Bool)
        /// Plays once each time the trigger changes.
        case trigger(AnimatorTrigger)
    }

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let player = node.reused { KeyframePlayerNode(initialValue) }
        // The node plays on the graph's clock from its first build.
        player.noteBuilt(in: context)
        player.animator = context.owner
        let now = context.graph.clock.time
        switch playback {
        case .repeating(let repeating):
            if !repeating { player.stop() } else if !player.isPlaying { player.play(at: now, repeating: true) }
        case .trigger(let trigger):
            if let previous = player.trigger, trigger.differs(from: previous) { player.play(at: now, repeating: false) }
            player.trigger = trigger
        }
        context.buildContent(content(player.value(at: now, timeline: timeline)), of: player)
        return player
    }
}

/// Plays a `KeyframePlayer`'s timeline: when it started, from which value, and whether it loops.
final class KeyframePlayerNode<Value>: ViewNode, AnimationTrack {
    /// The value the keyframes play from: the animator's initial value, then where the last playing ended.
    private var base: Value
    private var run: (start: Double, repeating: Bool, duration: Double)?
    var trigger: AnimatorTrigger?
    /// The animator view whose body builds this node, evaluated again each frame the keyframes play.
    weak var animator: CompositeNode?

    init(_ initialValue: Value) {
        base = initialValue
    }

    var isPlaying: Bool { run != nil }

    var owner: ViewNode? { self }

    /// Starts the keyframes at `time` from the value shown now.
    func play(at time: Double, repeating: Bool) {
        run = (time, repeating, .infinity)
        clock.track(self)
    }

    func stop() {
        run = nil
    }

    /// The value to show at `time`: `timeline`'s, from the base value, while the keyframes play; the timeline's
    /// start when it does not repeat, and the base value (where the last playing ended) otherwise.
    func value(at time: Double, timeline make: (Value) -> KeyframeTimeline<Value>) -> Value {
        let timeline = make(base)
        guard var run else {
            return trigger == nil ? timeline.value(time: 0) : base
        }
        run.duration = timeline.duration
        self.run = run
        let elapsed = max(time - run.start, 0)
        if run.repeating {
            return timeline.value(time: run.duration > 0 ? elapsed.truncatingRemainder(dividingBy: run.duration) : 0)
        }
        guard elapsed < run.duration else {
            base = timeline.value(time: run.duration)
            self.run = nil
            return base
        }
        return timeline.value(time: elapsed)
    }

    func isAnimating(at time: Double) -> Bool {
        guard let run else { return false }
        return run.repeating || time < run.start + run.duration
    }

    /// A keyframe animator plays on its own, not as a transaction's animation.
    var logicalCompletionTime: Double? { nil }

    var repeatsForever: Bool { run?.repeating == true }

    func settle(at time: Double) {
        animator?.invalidate(transaction: Transaction())
    }

    func clockDidAdvance() {
        animator?.invalidate(transaction: Transaction())
    }

    func delayAnimation(by seconds: Double) {
        run?.start += seconds
    }
}
