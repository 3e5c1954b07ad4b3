import Foundation

/// The outline of a sheet's card: its top corners rounded, its bottom corners square (they run off the screen's
/// bottom edge, whose own corners round them on a device).
struct SheetCardShape: Shape {
    let cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(
            in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + cornerRadius),
            cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
        return path
    }
}
