import Foundation

/// Sizes a view relative to its nearest container; what `containerRelativeFrame` builds (see
/// `ContainerRelativeFrameNode`).
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let frame = node as? ContainerRelativeFrameNode ?? ContainerRelativeFrameNode()
        frame.axes = axes
        frame.alignment = alignment
        frame.length = length
        frame.children = [context.build(content, reusing: frame.children.first)]
        return frame
    }
}

extension View {
    /// Gives this view the nearest container's size on `axes`, as SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Gives this view `span` of `count` columns (or rows) of the nearest container on `axes`, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`. Apple's formula: a column is
    /// (length − spacing·(count − 1)) / count, and the view is span columns plus the span − 1 spacings between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        precondition(count > 0, "containerRelativeFrame needs a count of at least 1")
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        })
    }

    /// Gives this view on `axes` the length `length` computes from the nearest container's length on each axis, as
    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
