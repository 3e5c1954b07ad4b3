import Foundation

/// A wheel's rows on the face of a turning cylinder, as `UIPickerView` draws them: the row at `position` (in rows,
/// fractional while the wheel turns) faces the viewer at the middle; a row `d` rows away sits at the angle
/// `d × rowHeight / radius` around the axis, `radius × sin(angle)` from the middle, squashed to `cos(angle)` of
/// its height and slightly narrowed, and dimmer the further it turns; rows past a quarter turn are not drawn.
///
/// The position is the modifier's `animatableData`, so a turn that settles on a row moves every row around the
/// cylinder frame by frame (and rows come into view as they reach the top or bottom), rather than sliding each
/// from its old place to its new one. The modified view is replaced by the rows.
struct WheelCylinder: ViewModifier, Animatable {
    var position: Double
    let count: Int
    let alignment: Alignment
    let inset: CGFloat
    let row: (Int) -> AnyView
    let select: (Int) -> Void

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    typealias Metrics = Wheel

    func body(content: Content) -> some View {
        ZStack {
            ForEach(visibleRows, id: \.self) { index in
                row(index, distance: Double(index) - position)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// The rows less than a quarter turn from the middle.
    private var visibleRows: [Int] {
        guard count > 0 else { return [] }
        let reach = Double.pi / 2 * Metrics.radius / Metrics.rowHeight
        let first = max(Int((position - reach).rounded(.up)), 0)
        let last = min(Int((position + reach).rounded(.down)), count - 1)
        return first <= last ? Array(first...last) : []
    }

    private func row(_ index: Int, distance: Double) -> some View {
        let angle = distance * Metrics.rowHeight / Metrics.radius
        let squash = max(cos(angle), 0)
        return row(index)
            .font(.system(size: Metrics.fontSize))
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: alignment)
            .padding(.horizontal, inset)
            .frame(height: Metrics.rowHeight)
            .contentShape(Rectangle())
            .onTapGesture { select(index) }
            .scaleEffect(x: 1 - (1 - squash) * 0.1, y: squash)
            .offset(y: Metrics.radius * sin(angle))
            .opacity(Self.opacity(distance: distance, squash: squash))
    }

    /// Full in the selection band, fading to 45 % a row away and then with the row's turn.
    static func opacity(distance: Double, squash: Double) -> Double {
        let away = min(max(abs(distance) - 0.5, 0) * 2, 1)
        return (1 - away * 0.55) * squash
    }
}
