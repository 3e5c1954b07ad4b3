import Foundation

/// A colour picker's well, as iOS draws `UIColorWell`: a 28-point circle whose rim is a 3-point ring of every hue
/// around the wheel, then a 2-point gap in the background colour, then the current colour filling the middle.
struct ColorWell: View {
    let color: Color

    static let size: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The ring's hues, red at the top going clockwise round to red again.
    static let hues: [Color] = stride(from: 0.0, through: 1.0, by: 1.0 / 12).map {
        Color(hue: $0, saturation: 1, brightness: 1)
    }

    var body: some View {
        ZStack {
            Ring(width: Self.ringWidth)
                .fill(
                    AngularGradient(colors: Self.hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)),
                    style: FillStyle(eoFill: true))
            Circle()
                .fill(color)
                .padding(Self.ringWidth + Self.gap)
        }
        .frame(width: Self.size, height: Self.size)
    }
}

/// A band `width` points wide just inside the edge of the largest circle that fits: the circle and the one `width`
/// points inside it, filled by the even-odd rule.
private struct Ring: Shape {
    let width: CGFloat

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.width, rect.height)
        let outer = CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
        var path = Path(ellipseIn: outer)
        path.addEllipse(in: outer.insetBy(dx: width, dy: width))
        return path
    }
}
