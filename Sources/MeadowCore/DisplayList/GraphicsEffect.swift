import Foundation

/// A visual effect as one type: how far it reaches and how it draws its content, over the primitives every
/// rasteriser offers (`EffectContext`). The display list carries it as `DisplayEffect.custom`; its identity in the
/// list, its damage (its `bounds` before and after) and its drawing need no edit anywhere else. Built-in effects
/// that renderers cache or move as layers (offsets, opacity, clips, shadows, blurs, transforms) stay cases of
/// `DisplayEffect`; everything else is one of these. A view modifier that is such an effect is a `DrawingEffect`.
public protocol GraphicsEffect: Hashable, Sendable {
    /// The rect the effect may draw into, given the rect its content draws into, both in the coordinates of the
    /// group; the content's own rect by default.
    func bounds(ofContent content: CGRect) -> CGRect
    /// How far beyond `bounds(ofContent:)`, in points, the effect reads the pixels already drawn behind it (a
    /// material's blur of its backdrop); nil, the default, for an effect that reads none. A renderer that keeps
    /// pixels from frame to frame draws such an effect again whenever what is behind it within that reach changes.
    var backdropReach: CGFloat? { get }
    /// Draws the group's content through the effect.
    @MainActor func draw(in context: inout some EffectContext)
}

extension GraphicsEffect {
    public func bounds(ofContent content: CGRect) -> CGRect { content }
    public var backdropReach: CGFloat? { nil }

    /// Whether `other` is an effect of this type with the same values.
    fileprivate func isEqual(to other: any GraphicsEffect) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// What a rasteriser offers a `GraphicsEffect` to draw a group with: the group's content, display items, and
/// the compositing operations effects are made of. Coordinates are the group's, in points.
@MainActor
public protocol EffectContext {
    /// The rect the group's content draws into.
    var contentBounds: CGRect { get }
    /// Draws the group's content here.
    mutating func drawContent()
    /// Draws `list`'s items here.
    mutating func draw(_ list: DisplayList)
    /// Draws what `body` draws into a layer of its own (transparent to start with), then composites that layer
    /// here with `opacity` and `blendMode`: what `compositingGroup()` and `drawingGroup()` are.
    mutating func drawLayer(opacity: Double, blendMode: BlendMode, _ body: (inout Self) -> Void)
    /// Draws the pixels drawn so far behind the group (whatever drew them), within the clip, blurred by
    /// `blurRadius` points (a Gaussian's standard deviation): a material's backdrop.
    mutating func drawBackdrop(blurRadius: CGFloat)
    /// Draws what `body` draws through `transform`.
    mutating func withTransform(_ transform: CGAffineTransform, _ body: (inout Self) -> Void)
    /// Draws what `body` draws clipped to `path` filled by `style`.
    mutating func withClip(_ path: Path, style: FillStyle, _ body: (inout Self) -> Void)
    /// Draws what `body` draws with its images sampled by `interpolation` and their edges antialiased or not.
    mutating func withImageSampling(
        _ interpolation: Image.Interpolation, antialiased: Bool, _ body: (inout Self) -> Void)
}

/// Any `GraphicsEffect`, as the display list holds it: equal to another when their types and values are.
public struct AnyGraphicsEffect: Hashable, Sendable {
    public let base: any GraphicsEffect

    public init(_ base: some GraphicsEffect) { self.base = base }

    public static func == (lhs: AnyGraphicsEffect, rhs: AnyGraphicsEffect) -> Bool { lhs.base.isEqual(to: rhs.base) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The kind a node's groups are told apart by in the display list: one per effect type.
    var kind: Int { ObjectIdentifier(type(of: base)).hashValue }
}
