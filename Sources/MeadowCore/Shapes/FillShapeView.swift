import Foundation

/// A shape filled over another view of it, as SwiftUI's `FillShapeView` (what `ShapeView.fill(_:style:)` makes):
/// the fill is laid out in the background's frame.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        background.overlay(shape.fill(style, style: fillStyle))
    }
}
