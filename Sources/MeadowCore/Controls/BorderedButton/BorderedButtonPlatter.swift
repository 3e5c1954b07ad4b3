import Foundation

/// How `.bordered` and `.borderedProminent` draw a button: the label padded for the control size on a platter
/// of the border shape, as iOS 17 draws them.
struct BorderedButtonPlatter: ButtonStyle {
    /// Whether the platter is the tint itself with a white label (`.borderedProminent`), rather than the tint at
    /// low opacity under a tinted label (`.bordered`).
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: isProminent)
    }
}

/// A bordered button's label on its platter, read from the environment the button is in.
private struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.font) private var font
    @Environment(\.foregroundColor) private var foregroundColor
    @Environment(\.foregroundIsTint) private var foregroundIsTint

    /// The opacity of the whole button while a touch is down on it (an estimate of iOS's highlight).
    static let pressedOpacity = 0.7
    /// The opacity of the tint in a `.bordered` platter (an estimate of iOS 17's).
    static let borderedFillOpacity = 0.15
    /// A disabled button's platter: iOS's `tertiarySystemFill`, rgba(118, 118, 128, 0.12) light and 0.24 dark.
    static let disabledFill = Color(
        light: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        dark: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))

    /// The tint of the button: red for a destructive one, else the `tint(_:)` around it (the accent colour).
    private var tint: Color {
        configuration.role == .destructive ? .red : .accentColor
    }

    /// The label's colour: one set around the button wins; a disabled button's is the tertiary label colour.
    private var labelColor: Color {
        if !isEnabled { return .placeholderText }
        if let foregroundColor, !foregroundIsTint { return foregroundColor }
        return isProminent ? .white : tint
    }

    private var fill: Color {
        if !isEnabled { return Self.disabledFill }
        return isProminent ? tint : tint.opacity(Self.borderedFillOpacity)
    }

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let shape = borderShape.resolved(for: controlSize)
        let padded = configuration.label
            .font(font ?? metrics.font)
            .foregroundColor(labelColor)
        Group {
            if shape.kind == .circle {
                CircularPlatterLayout { padded.padding(metrics.verticalPadding) }
            } else {
                padded
                    .padding(.horizontal, metrics.horizontalPadding)
                    .padding(.vertical, metrics.verticalPadding)
            }
        }
        .background(shape.fill(fill))
        .opacity(configuration.isPressed ? Self.pressedOpacity : 1)
    }
}

/// Makes a circular platter's button as wide as it is tall: its size is a square of its label's longer side,
/// with the label centred in it.
private struct CircularPlatterLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
