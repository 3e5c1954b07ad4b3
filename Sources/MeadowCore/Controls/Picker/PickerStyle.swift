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
        return modifier(PickerStyleModifier(presentation: presentation))
    }
}

/// Sets the picker style of the views it modifies; a `Menu` reads it off a picker among its items to show the
/// picker's options as iOS does for that style.
struct PickerStyleModifier: ViewModifier, NodeUpdatingModifier {
    /// The style; nil for one Meadow does not draw, which leaves pickers as they were.
    let presentation: PickerPresentation?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        context.with { environment in
            if let presentation { environment.pickerStyle = presentation }
        }.buildUnchecked(content, reusing: node)
    }
}
