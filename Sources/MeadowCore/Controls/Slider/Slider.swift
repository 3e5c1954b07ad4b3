import Foundation

/// A control for choosing a value from a bounded range by dragging a thumb along a track, as SwiftUI's `Slider` on
/// iOS, which shows a `UISlider` (iOS 13 and later look).
///
/// Composed from existing views, so it needs nothing of the engine:
/// - the slider is 31 points tall and as wide as it is offered; a 4-point capsule track runs across it, the part
///   before the thumb in the tint (`tint`, else the accent colour), the rest in the system fill colour;
/// - the thumb is a 28-point white circle with a soft shadow, centred on the value's place: its centre moves from
///   14 points in at the minimum to 14 points from the end at the maximum;
/// - the minimum and maximum value labels, when given, sit before and after the track, 8 points from it;
/// - the label is not shown (iOS's slider has none); SwiftUI keeps it as the slider's accessibility label, so
///   VoiceOver reads `Slider(value:) { Text("Volume") }` as "Volume, 50%, adjustable". The value labels are not
///   read.
///
/// Dragging the thumb moves the value with the finger, clamped to the bounds and, with a `step`, to the nearest
/// step from the lower bound; `onEditingChanged` hears `true` when the finger goes down on the thumb and `false`
/// when it lifts. A touch on the track away from the thumb does nothing, as `UISlider`'s. Inside `disabled(true)`
/// the slider is drawn at half opacity and ignores touches.
public struct Slider<Label: View, ValueLabel: View>: View {
    /// Where the value lies in its bounds, 0...1; setting it writes the value it stands for, snapped to the step.
    private let position: Binding<Double>
    private let label: Label
    private let minimumValueLabel: ValueLabel?
    private let maximumValueLabel: ValueLabel?
    private let onEditingChanged: (Bool) -> Void

    /// The slider's height (`UISlider`'s intrinsic height).
    static var height: CGFloat { 31 }
    /// The thumb's diameter.
    static var thumbDiameter: CGFloat { 28 }
    /// The track's thickness.
    static var trackHeight: CGFloat { 4 }
    /// The space between the track and a value label.
    static var valueLabelSpacing: CGFloat { 8 }
    /// How far one accessibility adjustment moves the thumb, as a share of the track: `UISlider`'s tenth.
    static var adjustmentStep: Double { 0.1 }

    public var body: some View {
        HStack(spacing: Self.valueLabelSpacing) {
            if let minimumValueLabel { minimumValueLabel.accessibilityHidden(true) }
            SliderTrack(position: position, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel.accessibilityHidden(true) }
        }
        .accessibilityLabelView(label)
        .accessibilityElement(children: .combine)
        .accessibilityRole(.slider)
        .accessibilityValue("\(Int((position.wrappedValue * 100).rounded()))%")
        .accessibilityAdjustableAction { direction in
            let step = direction == .increment ? Self.adjustmentStep : -Self.adjustmentStep
            position.wrappedValue = min(max(position.wrappedValue + step, 0), 1)
        }
    }

    private init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound)
        let span = Double(bounds.upperBound) - lower
        let step = step.map { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
        position = Binding(
            get: {
                guard span > 0 else { return 0 }
                return min(max((Double(value.wrappedValue) - lower) / span, 0), 1)
            },
            set: { position in
                var offset = position * span
                if let step { offset = min((offset / step).rounded() * step, span) }
                let newValue = V(lower + offset)
                if newValue != value.wrappedValue { value.wrappedValue = newValue }
            })
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider {
    /// A slider of `value` within `bounds`, moving by `step`, described by `label` and with `minimumValueLabel`
    /// and `maximumValueLabel` at the track's ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, described by `label` and with `minimumValueLabel` and
    /// `maximumValueLabel` at the track's ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider with value labels, moving by `step`, as SwiftUI's older label-last
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// A slider with value labels and no step, as SwiftUI's older
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`, moving by `step`, described by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider described by `label`, moving by `step`, as SwiftUI's older
    /// `init(value:in:step:onEditingChanged:label:)`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider described by `label`, as SwiftUI's older `init(value:in:onEditingChanged:label:)`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb across the offered width: the filled part up to the thumb's centre, the thumb draggable.
private struct SliderTrack: View {
    let position: Binding<Double>
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    /// The position when the finger went down on the thumb, while it drags.
    @State private var dragStart: Double?

    private typealias Metrics = Slider<EmptyView, EmptyView>

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Metrics.thumbDiameter, 0)
            let thumbOffset = travel * position.wrappedValue
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36)))
                    .frame(height: Metrics.trackHeight)
                Capsule()
                    .fill(tint ?? .accentColor)
                    .frame(width: thumbOffset + Metrics.thumbDiameter / 2, height: Metrics.trackHeight)
                SliderThumb()
                    .offset(x: thumbOffset)
                    .gesture(drag(travel: travel))
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: Metrics.height)
        .opacity(isEnabled ? 1 : 0.5)
    }

    /// Follows the finger from where it went down on the thumb: `travel` points of movement span the bounds.
    private func drag(travel: CGFloat) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { drag in
                let start = dragStart ?? position.wrappedValue
                if dragStart == nil {
                    dragStart = start
                    onEditingChanged(true)
                }
                let moved = travel > 0 ? Double(drag.translation.width / travel) : 0
                position.wrappedValue = min(max(start + moved, 0), 1)
            }
            .onEnded { _ in
                guard dragStart != nil else { return }
                dragStart = nil
                onEditingChanged(false)
            }
    }
}

/// `UISlider`'s thumb: a white disc lifted off the track by a soft shadow and a hairline one around its edge.
private struct SliderThumb: View {
    var body: some View {
        Circle()
            .fill(Color.white)
            .shadow(color: .black.opacity(0.06), radius: 0.5)
            .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
            .frame(width: Slider<EmptyView, EmptyView>.thumbDiameter, height: Slider<EmptyView, EmptyView>.thumbDiameter)
    }
}
