/// How the view enters and leaves its container in an animated change.
enum TransitionTraitKey: ViewTraitKey {
    static let defaultValue: AnyTransition? = nil
}
