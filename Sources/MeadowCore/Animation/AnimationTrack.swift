/// Something whose presented value moves with the clock while an animation runs: an animated property, a shape's
/// morph. It registers with the clock when an animation starts; the clock settles it once it stops.
@MainActor
protocol AnimationTrack: AnyObject {
    /// The node that draws the value: its drawing is made again while the value moves.
    var owner: ViewNode? { get }
    func isAnimating(at time: Double) -> Bool
    /// When the animation moving the track now logically completes, on the clock
    /// (`AnimationCompletionCriteria.logicallyComplete`): `.infinity` when it repeats for ever; nil for a track
    /// that plays a timeline of its own rather than a transaction's animation (a keyframe animator), which no
    /// transaction's completion waits for.
    var logicalCompletionTime: Double? { get }
    /// Whether the animation moving the track never ends: a `repeatForever` animation, a repeating keyframe
    /// animator.
    var repeatsForever: Bool { get }
    /// Lets a finished animation rest on its target.
    func settle(at time: Double)
    /// The clock moved while the track animates; a track whose value a body reads asks for that body again.
    func clockDidAdvance()
    /// Starts the track's animation `seconds` later than it started (`ViewGraph.beginAnimations(at:)`).
    func delayAnimation(by seconds: Double)
}

extension AnimationTrack {
    func clockDidAdvance() {}

    /// A transaction's animation repeats for ever when it never logically completes.
    var repeatsForever: Bool { logicalCompletionTime == .infinity }
}
