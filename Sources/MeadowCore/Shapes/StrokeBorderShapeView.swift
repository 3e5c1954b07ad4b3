import Foundation

/// An insettable shape stroked inside its outline over another view of it, as SwiftUI's `StrokeBorderShapeView`
/// (what `ShapeView.strokeBorder(_:style:)` makes).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        background.overlay(shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased))
    }
}
