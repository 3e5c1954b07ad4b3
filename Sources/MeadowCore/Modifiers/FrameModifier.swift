import Foundation

/// A fixed frame; what `frame(width:height:alignment:)` builds.
struct FixedFrameModifier: ViewModifier, PrimitiveModifier {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    typealias Body = Never

    private static let warnings = WarningLog()

    /// A frame of `width` and `height`, dropping a negative or non-finite dimension with a warning, as SwiftUI
    /// does (§2.2): that dimension then follows the view.
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ length: CGFloat?, _ label: String) -> CGFloat? {
            guard let length, length < 0 || !length.isFinite else { return length }
            Self.warnings.once("frame(\(label): \(length)): invalid frame dimension (negative or non-finite) ignored")
            return nil
        }
        self.width = valid(width, "width")
        self.height = valid(height, "height")
        self.alignment = alignment
    }

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let frame = node as? FixedFrameNode ?? FixedFrameNode()
        frame.width = width
        frame.height = height
        frame.alignment = alignment
        let child = context.build(content, reusing: frame.children.first)
        frame.children = [child]
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
        let child = context.build(content, reusing: frame.children.first)
        frame.children = [child]
        return frame
    }
}

extension View {
    /// Puts the view in a frame of fixed width and/or height; an unset dimension follows the view.
    ///
    /// A negative or non-finite dimension is ignored with a warning, as in SwiftUI.
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
