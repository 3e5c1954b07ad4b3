import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): a filled or stroked shape, which can be filled
/// or stroked again, each paint drawn over the one before: `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// Fills the shape with `content` over what this view draws, as SwiftUI's `ShapeView.fill(_:style:)`.
    public func fill<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: FillStyle = FillStyle()
    ) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` in `style` over what this view draws, as SwiftUI's
    /// `ShapeView.stroke(_:style:antialiased:)`. Meadow always antialiases strokes.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, over what this view draws, as SwiftUI's
    /// `ShapeView.stroke(_:lineWidth:antialiased:)`.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape inset by half the line width over what this view draws, as SwiftUI's
    /// `ShapeView.strokeBorder(_:style:antialiased:)`: the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape inset by half `lineWidth` over what this view draws, as SwiftUI's
    /// `ShapeView.strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
