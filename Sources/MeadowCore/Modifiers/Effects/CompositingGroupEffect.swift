import Foundation

/// Flattens a view's drawing into a layer of its own before it meets what is behind it, as SwiftUI's
/// `compositingGroup()` and `drawingGroup()` do: blend modes inside the view blend with the view's other parts,
/// not with its background, and an opacity or shadow after it applies to the flattened result.
///
/// SwiftUI draws a `drawingGroup()` offscreen with Metal; here both are the same Cairo layer. Its `opaque` hint
/// and a linear `colorMode` change nothing drawn here: the layer is blended in sRGB, as the rest of the frame is.
struct CompositingGroupEffect: DrawingEffect {
    typealias Body = Never

    static var kind: LayoutNode.Kind { .compositingGroup }

    func draw(in context: inout some EffectContext) {
        context.drawLayer(opacity: 1, blendMode: .normal) { $0.drawContent() }
    }
}

extension LayoutNode.Kind {
    /// `compositingGroup()` or `drawingGroup()`.
    public static let compositingGroup = Self("CompositingGroup")
}

extension View {
    /// Composites the view's parts together before they meet what is behind it, as SwiftUI's `compositingGroup()`.
    public func compositingGroup() -> some View {
        modifier(CompositingGroupEffect())
    }

    /// Draws the view into an offscreen image before it meets what is behind it, as SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(CompositingGroupEffect())
    }
}
