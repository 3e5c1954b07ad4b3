/// The style `buttonStyle(_:)` set: a `ButtonStyle`, which draws a button the button still runs, or a
/// `PrimitiveButtonStyle`, which makes the whole button.
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

private struct ButtonStyleChoiceKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice? { nil }
}

extension EnvironmentValues {
    /// How buttons in this environment look, as set by `buttonStyle(_:)`; nil for iOS's default.
    var buttonStyleChoice: ButtonStyleChoice? {
        get { self[ButtonStyleChoiceKey.self] }
        set { self[ButtonStyleChoiceKey.self] = newValue }
    }
}
