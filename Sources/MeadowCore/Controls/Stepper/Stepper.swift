import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper` on iOS, which shows a `UIStepper`
/// (iOS 13 and later look) after its label.
///
/// Composed from existing views, so it needs nothing of the engine:
/// - as a switch toggle's row, the label is leading, the control trailing, and the stepper as wide as it is
///   offered;
/// - the control is a 94 × 32 rounded rectangle (corner radius 8) in the tertiary system fill colour, split into
///   two 47-point halves showing `minus` and `plus` in the label colour, with a 1 × 18 separator between them.
///
/// A tap on a half steps: the value by `step`, kept within `bounds`, or the action given for it; `onEditingChanged`
/// hears `true` before and `false` after. A half with nothing to do (its action nil, or the value at that bound)
/// draws its symbol in the tertiary label colour and ignores taps, as does the whole control inside
/// `disabled(true)`, where the label greys too.
///
/// VoiceOver reads it as one adjustable element named by its label, as a `UIStepper` beside it; a stepper of a
/// number also says its count within its bounds (`AccessibilityNumericValue`, AT-SPI's `Value`, as GTK 4's spin
/// button).
public struct Stepper<Label: View>: View {
    private let label: Label
    private let onIncrement: (() -> Void)?
    private let onDecrement: (() -> Void)?
    private let onEditingChanged: (Bool) -> Void
    /// The value as a number within its bounds, for a stepper of a number.
    private var numericValue: AccessibilityNumericValue?

    /// The control's size (`UIStepper`'s intrinsic size).
    static var controlSize: CGSize { CGSize(width: 94, height: 32) }

    public var body: some View {
        LabeledControlRow(label: label.dimmedWhenDisabled()) {
            StepperControl(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
                .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityRole(.stepper)
        .accessibilityAdjustableAction { direction in
            direction == .increment ? onIncrement?() : onDecrement?()
        }
        .accessibilityAttributes { [numericValue] attributes in
            if let numericValue { attributes.setIfUnset(\.numericValue, numericValue) }
        }
    }

    /// A stepper described by `label` that calls `onIncrement` and `onDecrement`; a nil action disables its half.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper of `value` by `step`, without bounds, described by `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step` within `bounds`, described by `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A stepper with actions, as SwiftUI's older label-last `init(onIncrement:onDecrement:onEditingChanged:label:)`.
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` without bounds, as SwiftUI's older label-last `init(value:step:onEditingChanged:label:)`.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` within `bounds`, as SwiftUI's older label-last
    /// `init(value:in:step:onEditingChanged:label:)`.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// Steps `value` by `step`, kept within `bounds`; a half whose bound the value has reached has no action.
    private init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        func stepped(by stride: V.Stride) -> () -> Void {
            {
                let next = value.wrappedValue.advanced(by: stride)
                value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
            }
        }
        let current = value.wrappedValue
        self.label = label
        onIncrement = (bounds.map { current < $0.upperBound } ?? true) ? stepped(by: step) : nil
        onDecrement = (bounds.map { current > $0.lowerBound } ?? true) ? stepped(by: -step) : nil
        self.onEditingChanged = onEditingChanged
        if let number = Self.number(current), let stride = Self.number(step) {
            numericValue = AccessibilityNumericValue(
                current: number, minimum: bounds.flatMap { Self.number($0.lowerBound) } ?? -.greatestFiniteMagnitude,
                maximum: bounds.flatMap { Self.number($0.upperBound) } ?? .greatestFiniteMagnitude, step: abs(stride))
        }
    }

    /// `value` as a number, when it is an integer or a floating-point number.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let integer as any BinaryInteger: Double(integer)
        case let real as any BinaryFloatingPoint: Double(real)
        default: nil
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with the localised string of `titleKey` that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds, titled with the localised string of `titleKey`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step` within `bounds`, titled with the localised string of `titleKey`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step` within `bounds`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }
}

/// `UIStepper`'s control: the decrement and increment halves on one rounded fill, a separator between them.
private struct StepperControl: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    var body: some View {
        HStack(spacing: 0) {
            StepperHalf(symbol: "minus", action: onDecrement, onEditingChanged: onEditingChanged)
            StepperHalf(symbol: "plus", action: onIncrement, onEditingChanged: onEditingChanged)
        }
        .background {
            // iOS's tertiarySystemFill.
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24)))
        }
        .overlay {
            Rectangle().fill(Color.separator).frame(width: 1, height: 18)
        }
    }
}

/// One half of the control: its symbol centred in 47 × 32, the whole half tappable.
private struct StepperHalf: View {
    let symbol: String
    let action: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Image(systemName: symbol)
            .fontWeight(.medium)
            .foregroundStyle(isEnabled && action != nil ? Color.primary : Color.placeholderText)
            .frame(width: Stepper<EmptyView>.controlSize.width / 2, height: Stepper<EmptyView>.controlSize.height)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let action else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
    }
}
