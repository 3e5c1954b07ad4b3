import Foundation

extension GraphicsContext {
    /// An image resolved in the canvas's environment, ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let content: ImageNode.Content
        /// The image's natural size, in points.
        public let size: CGSize
        /// The distance from the image's top to its baseline: its bottom.
        public var baseline: CGFloat { size.height }
        /// What a template image or a symbol is drawn with; nil for its own colours (a symbol's the environment's
        /// foreground).
        public var shading: Shading?
    }

    /// `image` resolved in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let (content, size) = MainActor.assumeIsolated { image.resolve(in: environment) }
        return ResolvedImage(content: content, size: size)
    }

    /// Draws `image` stretched to `rect`; `style` is accepted and the image drawn smoothly.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let shaded = image.shading.map { color(of: $0) }
        switch image.content {
        case .asset(let asset, let tint): record([.image(asset, rect, tint: tint.map { shaded ?? $0 })])
        case .symbol(let name, let weight, let tint, let layers):
            // A shading set on the resolved image colours it whole, as a monochrome symbol.
            record([.symbol(name, rect, weight: weight, shaded ?? tint, layers: shaded == nil ? layers : nil)])
        case .missing: record([.placeholder(rect)])
        }
    }

    /// Draws `image` at its natural size, `anchor` of its bounds at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws `image`, resolved in the canvas's environment, stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image`, resolved in the canvas's environment, at its natural size, `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
