import Foundation

extension Path {
    /// A rectangle with a radius of its own at each corner, as SwiftUI's `Path(roundedRect:cornerRadii:style:)`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with corners of `cornerSize`, as SwiftUI's `Path(roundedRect:cornerSize:style:)`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds a rectangle with a radius of its own at each corner, as SwiftUI's
    /// `addRoundedRect(in:cornerRadii:style:transform:)`: clockwise on screen from the end of the top-leading
    /// corner, each radius at most half the shorter side, quarter circles for both styles (as `addRoundedRect`).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let limit = min(rect.width, rect.height) / 2
        func clamped(_ radius: CGFloat) -> CGFloat { min(max(radius, 0), limit) }
        let (tl, tr) = (clamped(cornerRadii.topLeading), clamped(cornerRadii.topTrailing))
        let (br, bl) = (clamped(cornerRadii.bottomTrailing), clamped(cornerRadii.bottomLeading))
        let k = Self.roundedCornerControl
        var path = Path()
        /// A quarter circle of `radius` from the current point to `end`, bulging toward `corner`.
        func corner(_ radius: CGFloat, to end: CGPoint, at corner: CGPoint) {
            guard radius > 0, let start = path.currentPoint else { return }
            path.addCurve(
                to: end, control1: CGPoint(x: start.x + (corner.x - start.x) * k, y: start.y + (corner.y - start.y) * k),
                control2: CGPoint(x: end.x + (corner.x - end.x) * k, y: end.y + (corner.y - end.y) * k))
        }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + tl, y: minY))
        path.addLine(to: CGPoint(x: maxX - tr, y: minY))
        corner(tr, to: CGPoint(x: maxX, y: minY + tr), at: CGPoint(x: maxX, y: minY))
        path.addLine(to: CGPoint(x: maxX, y: maxY - br))
        corner(br, to: CGPoint(x: maxX - br, y: maxY), at: CGPoint(x: maxX, y: maxY))
        path.addLine(to: CGPoint(x: minX + bl, y: maxY))
        corner(bl, to: CGPoint(x: minX, y: maxY - bl), at: CGPoint(x: minX, y: maxY))
        path.addLine(to: CGPoint(x: minX, y: minY + tl))
        corner(tl, to: CGPoint(x: minX + tl, y: minY), at: CGPoint(x: minX, y: minY))
        path.closeSubpath()
        addPath(path, transform: transform)
    }
}
