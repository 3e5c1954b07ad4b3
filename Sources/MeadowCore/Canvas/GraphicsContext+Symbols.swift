import Foundation

extension GraphicsContext {
    /// One of a canvas's `symbols:` views, laid out at its ideal size and drawn, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The view's ideal size, in points.
        public let size: CGSize
        /// What the view draws, from its top-leading corner.
        let drawing: DisplayList
    }

    /// The `symbols:` view tagged `id`, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)]
    }

    /// Draws `symbol` at its size, `anchor` of it at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        record([.group(.offset(CGSize(width: origin.x, height: origin.y)), symbol.drawing)])
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let placement = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        record([.group(.custom(AnyGraphicsEffect(AffineTransformEffect(transform: placement))), symbol.drawing)])
    }
}
