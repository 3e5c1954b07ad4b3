import Foundation

/// A 2D shape that is also a view, as SwiftUI's `Shape`: used alone it fills its bounds with the foreground style.
/// It is `Animatable`, as in SwiftUI: a shape with `animatableData` morphs between its old and new paths. Like
/// SwiftUI's, the protocol is `nonisolated`: a shape's path and animatable data are not tied to the main actor, so
/// an app in the Swift 6 language mode may give its shape `animatableData`.
nonisolated public protocol Shape: Animatable, View, Sendable where Body == Never {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; by default the proposal with 10 for unspecified dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(content, style))
    }

    /// Strokes the shape's outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, style))
    }

    /// Strokes the outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Strokes the outline in the foreground style with `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }
}

extension Shape {
    @MainActor
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        _ShapeView(shape: self, paint: .fill(ForegroundStyle(), FillStyle())).makeNode(reusing: node, in: context)
    }
}
