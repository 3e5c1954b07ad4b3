import Foundation

/// A view that shows the progress of a task, as SwiftUI's `ProgressView` on iOS: a linear bar filled to the
/// fraction completed when the progress is known, iOS's spinning activity indicator when it is not.
///
/// Composed from existing views (SwiftUI's controls are views too), so it needs nothing of the engine:
/// - determinate: the label above the bar, leading, then a 4-point capsule track in the system fill colour with
///   the completed fraction in the tint (`UIProgressView`'s default look since iOS 14), then the current value
///   label below in the secondary colour, small; the bar takes the width it is offered;
/// - indeterminate: `UIActivityIndicatorView`'s medium style, eight spokes in a 20-point square turning once a
///   second, each fainter than the one ahead of it, with the label below in the secondary colour.
///
/// A value below 0 counts as 0 and one above `total` as `total`, as SwiftUI clamps them; a `nil` value, or a
/// total that is not above 0, is indeterminate. A screen reader reads one progress indicator, its labels combined.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let fractionCompleted: Double?
    private let label: Label?
    private let currentValueLabel: CurrentValueLabel?
    /// The look a style's body draws (`ProgressView(configuration)` the automatic one, `.linear` and `.circular`
    /// theirs whatever the progress); nil for a progress view an app writes, drawn in the environment's style.
    private var look: ProgressViewLook?
    @Environment(\.progressViewStyle) private var style

    /// The bar's height (`UIProgressView`'s default bar style).
    static var barHeight: CGFloat { 4 }
    /// The activity indicator's side (`UIActivityIndicatorView.Style.medium`).
    static var indicatorSide: CGFloat { 20 }

    public var body: some View {
        if let style, look == nil {
            style.makeErasedBody(configuration: configuration)
        } else {
            defaultLook
                .accessibilityElement(children: .combine)
                .accessibilityRole(.progressIndicator)
                .accessibilityValue(spokenProgress)
        }
    }

    /// What VoiceOver says of the progress: the per cent done when it is known (`UIProgressView`), "In progress"
    /// when not (`UIActivityIndicatorView`). The bridge reads the per cent as the AT-SPI value of a progress bar.
    private var spokenProgress: String {
        fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" } ?? "In progress"
    }

    /// The bar or the activity indicator, with the labels.
    @ViewBuilder private var defaultLook: some View {
        if let barFraction {
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressBar(fraction: barFraction)
                if let currentValueLabel {
                    currentValueLabel
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                if let label { label.foregroundStyle(.secondary) }
            }
        }
    }

    /// The fraction the bar shows, or nil for the activity indicator: the automatic look draws the bar when the
    /// progress is known; the linear style draws it always, empty while the progress is not known; the circular
    /// style draws the indicator always, as iOS's circular style has no determinate look.
    private var barFraction: Double? {
        switch look ?? .automatic {
        case .automatic: fractionCompleted
        case .linear: fractionCompleted ?? 0
        case .circular: nil
        }
    }

    private init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    private var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted, label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
    }

    /// Progress of `value` out of `total`, described by `label` and `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// The fraction `value` is of `total`, clamped to 0...1; nil when either says nothing is known.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0, !value.isNaN else { return nil }
        return min(max(Double(value / total), 0), 1)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The default look of `configuration`'s progress and labels: what a `ProgressViewStyle`'s body shows.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(configuration, look: .automatic)
    }

    /// `configuration`'s progress and labels in one of iOS's looks: the body of `.linear` and `.circular`.
    init(_ configuration: ProgressViewStyleConfiguration, look: ProgressViewLook) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
        self.look = look
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view with no known progress, described by `label`: the activity indicator.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view with no known progress and no label: the activity indicator alone.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, with no label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress view with no known progress, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

/// The looks iOS draws a progress view in.
enum ProgressViewLook {
    /// The bar when the progress is known, the activity indicator when it is not.
    case automatic
    /// The bar.
    case linear
    /// The activity indicator.
    case circular
}

/// The determinate bar: the track across the offered width, the completed part from its leading edge.
private struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        Capsule()
            .fill(Color(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36)))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(tint ?? .accentColor)
                        .frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: ProgressView<EmptyView, EmptyView>.barHeight)
    }
}

/// `UIActivityIndicatorView`'s medium style: eight spokes around the centre, the leading one darkest, turning.
///
/// The turn is the spinner's own, played on the clock from when it appears (a repeating keyframe animation), not
/// a state change in a repeating transaction: nothing else that changes in the update where it appears (a
/// navigation bar taking its inline title as the page appears, moving the rows) animates with it, and its spokes
/// follow their row wherever layout puts it, as iOS's spinner never drags the layout around it.
private struct ActivityIndicator: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                Capsule()
                    .fill(Color.gray)
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(spoke) * 45))
                    .opacity(1 - Double(spoke) * 0.1)
            }
        }
        .frame(width: ProgressView<EmptyView, EmptyView>.indicatorSide, height: ProgressView<EmptyView, EmptyView>.indicatorSide)
        .keyframeAnimator(initialValue: 0.0, repeating: true) { spokes, turns in
            spokes.rotationEffect(.degrees(turns * 360))
        } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
        }
    }
}
