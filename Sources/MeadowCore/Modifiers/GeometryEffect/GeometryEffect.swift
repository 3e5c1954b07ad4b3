import Foundation

/// An effect that draws the view it modifies through a projection of the view's size, as SwiftUI's
/// `GeometryEffect`: `effectValue(size:)` says how, in the view's own coordinates, and the layout does not
/// change. Its `animatableData` animates, so a change of it in an animated transaction (or a transition through
/// it) asks for the transform of every frame in between: what a shake or a flip is written with.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform the view of `size` is drawn through.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Builds the modified view through `GeometryEffectMorph`, the modifier whose body draws it through this
    /// effect at the data an animation presents.
    @MainActor
    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let composite = node.reused { CompositeNode() }
        composite.update(GeometryEffectMorph(effect: self), content: content, in: context)
        return composite
    }
}

/// A `GeometryEffect` as an `Animatable` modifier with a body, so its node animates its data as any such modifier's
/// (`ModifierMorph`) and draws each frame's transform through a projection.
struct GeometryEffectMorph<Effect: GeometryEffect>: ViewModifier, Animatable {
    var effect: Effect

    var animatableData: Effect.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    func body(content: Content) -> some View {
        content.modifier(EffectModifier(effect: .geometry(effect.effectValue)))
    }
}

extension ProjectionTransform {
    /// The affine transform `m` as a projection, as SwiftUI's `init(_:)`.
    public init(_ m: CGAffineTransform) {
        self.init()
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }
}
