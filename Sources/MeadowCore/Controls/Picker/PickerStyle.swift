/// How a `Picker` presents its options, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// The ways Meadow draws a picker, one for each built-in `PickerStyle`.
enum PickerPresentation {
    case menu
    case segmented
    case wheel
    case inline
    case navigationLink
    case palette
}

/// A picker style Meadow draws, saying how.
protocol BuiltInPickerStyle: PickerStyle {
    var presentation: PickerPresentation { get }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerPresentation { .menu }
}

extension EnvironmentValues {
    /// How pickers in this environment present their options: a menu unless a `pickerStyle` says otherwise.
    var pickerStyle: PickerPresentation {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how pickers in this view present their options, as SwiftUI's `pickerStyle(_:)`; a style Meadow does
    /// not draw is logged once and leaves pickers as they were.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let presentation = (style as? BuiltInPickerStyle)?.presentation
        if presentation == nil {
            WarningLog.ignoredArguments.once("pickerStyle(\(S.self)()): this style is not drawn; pickers keep theirs")
        }
        return modifier(EnvironmentModifier { environment in
            if let presentation { environment.pickerStyle = presentation }
        })
    }
}
