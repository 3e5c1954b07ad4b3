import Foundation

/// A shape that can be drawn inset within its bounds, as SwiftUI's `InsettableShape`: what `strokeBorder` strokes,
/// so the whole stroke stays inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points in from each edge of its rect (out for a negative amount).
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape inset by half the line width, as SwiftUI's `strokeBorder(_:style:antialiased:)`: the
    /// stroke's outer edge is the shape's outline. Meadow always antialiases strokes.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the shape inset by half `lineWidth`, as SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension CGRect {
    /// The rect `amount` in from each edge, where an inset shape draws, or nil when the inset leaves nothing and
    /// the shape draws nothing.
    func shapeInset(by amount: CGFloat) -> CGRect? {
        let inner = insetBy(dx: amount, dy: amount)
        return inner.isNull ? nil : inner
    }
}
