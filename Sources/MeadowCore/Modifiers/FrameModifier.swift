import Foundation

/// A fixed frame; what `frame(width:height:alignment:)` builds.
struct FixedFrameModifier: ViewModifier, PrimitiveModifier {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let frame = node as? FixedFrameNode ?? FixedFrameNode()
        frame.width = width
        frame.height = height
        frame.alignment = alignment
        frame.children = [context.build(content, reusing: frame.children.first)]
        return frame
    }
}

/// A flexible frame; what `frame(minWidth:idealWidth:maxWidth:...)` builds.
struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier {
    var horizontal: FlexibleFrameNode.Bounds
    var vertical: FlexibleFrameNode.Bounds
    var alignment: Alignment

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let frame = node as? FlexibleFrameNode ?? FlexibleFrameNode()
        frame.horizontal = horizontal
        frame.vertical = vertical
        frame.alignment = alignment
        frame.children = [context.build(content, reusing: frame.children.first)]
        return frame
    }
}

extension View {
    /// Puts the view in a frame of fixed width and/or height; an unset dimension follows the view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Puts the view in a frame with size bounds; `maxWidth: .infinity` fills the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
}
