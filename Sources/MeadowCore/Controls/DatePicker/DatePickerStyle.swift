/// How a `DatePicker` shows its date, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {}

/// The ways Meadow draws a date picker, one for each built-in `DatePickerStyle`.
enum DatePickerPresentation {
    /// Grey capsules of the formatted date and time, opening the calendar.
    case compact
    /// The month calendar in place.
    case graphical
    /// Wheels of the date's parts.
    case wheel
}

/// A date picker style Meadow draws, saying how.
protocol BuiltInDatePickerStyle: DatePickerStyle {
    var presentation: DatePickerPresentation { get }
}

/// The platform's date picker style, as SwiftUI's `DefaultDatePickerStyle`: on iOS, compact.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var presentation: DatePickerPresentation { .compact }
}

/// The date and time as grey capsules that open a calendar, as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var presentation: DatePickerPresentation { .compact }
}

/// A month calendar shown in place, as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var presentation: DatePickerPresentation { .graphical }
}

/// Turning wheels of the date's parts, as SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var presentation: DatePickerPresentation { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerPresentation { .compact }
}

extension EnvironmentValues {
    /// How date pickers in this environment show their date: compact unless a `datePickerStyle` says otherwise.
    var datePickerStyle: DatePickerPresentation {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how date pickers in this view show their date, as SwiftUI's `datePickerStyle(_:)`; a style Meadow does
    /// not draw is logged once and leaves date pickers as they were.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let presentation = (style as? BuiltInDatePickerStyle)?.presentation
        if presentation == nil {
            WarningLog.ignoredArguments.once("datePickerStyle(\(S.self)()): this style is not drawn; date pickers keep theirs")
        }
        return modifier(EnvironmentModifier { environment in
            if let presentation { environment.datePickerStyle = presentation }
        })
    }
}
