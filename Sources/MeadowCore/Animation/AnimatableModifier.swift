/// A modifier whose `body(content:)` animates, as SwiftUI's `AnimatableModifier`.
///
/// When a change with an animation gives the modifier new `animatableData`, SwiftUI evaluates `body(content:)`
/// again on every frame of the animation with the data interpolated from the presented value to the new one; so
/// does Meadow. SwiftUI deprecates the protocol in favour of a `ViewModifier` that conforms to `Animatable`, which
/// animates the same way here.
public protocol AnimatableModifier: Animatable, ViewModifier {}
