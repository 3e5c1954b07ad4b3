/// How a `Gauge` shows its value, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {}

/// The ways Meadow draws a gauge, one for each built-in `GaugeStyle`.
enum GaugePresentation {
    case linearCapacity
    case circularCapacity
}

/// A gauge style Meadow draws, saying how.
protocol BuiltInGaugeStyle: GaugeStyle {
    var presentation: GaugePresentation { get }
}

/// The platform's gauge style, as SwiftUI's `DefaultGaugeStyle`: on iOS, linear capacity.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var presentation: GaugePresentation { .linearCapacity }
}

/// A bar filling from its leading end, as SwiftUI's `LinearCapacityGaugeStyle`.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var presentation: GaugePresentation { .linearCapacity }
}

/// A ring filling clockwise, as SwiftUI's `AccessoryCircularCapacityGaugeStyle`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var presentation: GaugePresentation { .circularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The linear capacity style.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The circular capacity style.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugePresentation { .linearCapacity }
}

extension EnvironmentValues {
    /// How gauges in this environment show their value: linear capacity unless a `gaugeStyle` says otherwise.
    var gaugeStyle: GaugePresentation {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how gauges in this view show their value, as SwiftUI's `gaugeStyle(_:)`; a style Meadow does not draw
    /// is logged once and leaves gauges as they were.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let presentation = (style as? BuiltInGaugeStyle)?.presentation
        if presentation == nil {
            WarningLog.ignoredArguments.once("gaugeStyle(\(S.self)()): this style is not drawn; gauges keep theirs")
        }
        return modifier(EnvironmentModifier { environment in
            if let presentation { environment.gaugeStyle = presentation }
        })
    }
}
