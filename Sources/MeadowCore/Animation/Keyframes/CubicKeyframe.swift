/// A keyframe that moves to its value along a cubic curve, as SwiftUI's `CubicKeyframe`: with no velocities
/// given, adjacent cubic keyframes make a Catmull-Rom spline (the velocity at a keyframe is the slope between its
/// neighbours), and the track is at rest where it starts and ends.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSequenceProviding {
    let keyframe: Keyframe<Value>

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = Keyframe(value: to, kind: .cubic(duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: Self { return self }

    func keyframes<V>(of value: V.Type) -> [Keyframe<V>] { [keyframe] as? [Keyframe<V>] ?? [] }
}
