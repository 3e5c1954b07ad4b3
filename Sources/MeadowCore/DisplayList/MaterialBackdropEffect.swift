import Foundation

/// Draws a `Material` in a path: the pixels already drawn behind the path, blurred, then the group's content (the
/// material's tint filling the path), then the material's blend layer over both. It reads what is behind it, so the
/// display list tells a renderer that keeps pixels from frame to frame to draw it again whenever anything within
/// its blur's reach behind it changes (`backdropReach`, `DisplayList.damage(since:)`).
struct MaterialBackdropEffect: GraphicsEffect {
    let path: Path
    let style: FillStyle
    /// The blur's standard deviation in points.
    let blurRadius: CGFloat
    /// The opaque grey blended over the blur with `blendMode`, if any.
    let blend: RGBA?
    let blendMode: BlendMode

    var backdropReach: CGFloat? { DisplayItem.blurReach * blurRadius }

    func draw(in context: inout some EffectContext) {
        context.withClip(path, style: style) { $0.drawBackdrop(blurRadius: blurRadius) }
        context.drawContent()
        guard let blend else { return }
        context.drawLayer(opacity: 1, blendMode: blendMode) { $0.draw(DisplayList(items: [.fill(path, blend, style)])) }
    }
}
