import Foundation

extension GraphicsContext {
    /// Fills `path` with `shading` by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        switch resolve(shading, in: path.boundingRect) {
        case .color(let color): record([.fill(path, color, style)])
        case .gradient(let gradient): record([.gradientFill(path, gradient, style)])
        case .image(let paint, let origin): record(imageItems(paint, origin: origin, filling: path, style: style))
        }
    }

    /// Strokes `path` with `shading` and `style`. A gradient paints where the stroke covers, as a gradient fill
    /// of the stroke's bounds masked by the stroke.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        // A miter reaches at most half the miter limit times the line width beyond the path.
        let reach = style.lineWidth / 2 * max(style.miterLimit, 1)
        let strokeBounds = path.boundingRect.insetBy(dx: -reach, dy: -reach)
        switch resolve(shading, in: path.boundingRect) {
        case .color(let color):
            record([.stroke(path, color, style)])
        case .gradient(let gradient):
            let coverage = DisplayList(items: [.stroke(path, RGBA(red: 0, green: 0, blue: 0, alpha: 1), style)])
            let paint = DisplayList(items: [.gradientFill(Path(strokeBounds), gradient, FillStyle())])
            record([.group(.mask(coverage), paint)])
        case .image(let paint, let origin):
            let coverage = DisplayList(items: [.stroke(path, RGBA(red: 0, green: 0, blue: 0, alpha: 1), style)])
            let tiles = DisplayList(items: imageItems(paint, origin: origin, filling: Path(strokeBounds), style: FillStyle()))
            record([.group(.mask(coverage), tiles)])
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}
