import Foundation

/// A shape stroked over another view of it, as SwiftUI's `StrokeShapeView` (what `ShapeView.stroke(_:style:)`
/// makes): the stroke is laid out in the background's frame.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
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
        background.overlay(shape.stroke(style, style: strokeStyle))
    }
}
