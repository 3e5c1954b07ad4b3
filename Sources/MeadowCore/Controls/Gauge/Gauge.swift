import Foundation

/// A value shown within a range, as SwiftUI's `Gauge` on iOS 16 and later, drawn by the `gaugeStyle` around it:
/// by default `.linearCapacity` (`LinearCapacityGauge`), or `.accessoryCircularCapacity`
/// (`CircularCapacityGauge`). The value is clamped to its bounds.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` within `bounds`, with a label, a label for the current value and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(max(Double((value - bounds.lowerBound) / span), 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// One element, its labels combined, read as a progress indicator valued in per cent, as VoiceOver reads a
    /// gauge and GTK 4 exposes its level bar (a value, no action). The circular style, which does not show its
    /// label, is still named by it, as SwiftUI keeps it for accessibility.
    public var body: some View {
        styled
            .accessibilityElement(children: .combine)
            .accessibilityRole(.progressIndicator)
            .accessibilityValue("\(Int((fraction * 100).rounded()))%")
    }

    @ViewBuilder private var styled: some View {
        if style == .circularCapacity {
            CircularCapacityGauge(fraction: fraction, currentValueLabel: currentValueLabel)
                .accessibilityLabelView(label)
        } else {
            LinearCapacityGauge(
                fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The linear capacity gauge as iOS draws it: the label leading and the current value trailing in grey on one line,
/// under them a 6-point capsule track in the tertiary fill filled from its leading end in the tint to the value's
/// fraction, and under it the bound labels, if any, at its ends in grey 12-point text; 4 points between the lines.
struct LinearCapacityGauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    static var trackHeight: CGFloat { 6 }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 0)
                currentValueLabel.foregroundColor(.secondary)
            }
            Capsule()
                .fill(DateCapsule.fill)
                .frame(height: Self.trackHeight)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * CGFloat(fraction))
                    }
                }
            if BoundsLabel.self != EmptyView.self {
                HStack {
                    minimumValueLabel
                    Spacer(minLength: 0)
                    maximumValueLabel
                }
                .font(.system(size: 12))
                .foregroundColor(.secondary)
            }
        }
    }
}

/// The circular capacity gauge as iOS draws it on the lock screen: a 58-point ring 6 points thick in the tertiary
/// fill, filled clockwise from the top in the tint to the value's fraction with round ends, the current value in
/// 12-point semibold text in its middle.
struct CircularCapacityGauge<CurrentValueLabel: View>: View {
    let fraction: Double
    let currentValueLabel: CurrentValueLabel

    static var size: CGFloat { 58 }
    static var lineWidth: CGFloat { 6 }

    var body: some View {
        ZStack {
            Circle().stroke(DateCapsule.fill, lineWidth: Self.lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(fraction))
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            currentValueLabel.font(.system(size: 12, weight: .semibold))
        }
        .padding(Self.lineWidth / 2)
        .frame(width: Self.size, height: Self.size)
    }
}
