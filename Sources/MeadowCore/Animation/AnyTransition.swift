import Foundation

/// How a view enters and leaves when an animated change inserts or removes it, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    let insertion: [TransitionEffect]
    let removal: [TransitionEffect]
    /// The modifier pairs the view is shown through (`modifier(active:identity:)`), each saying whether it
    /// transitions insertion, removal or both.
    let modifiers: [ModifierTransition]
    /// The animation the transition runs with whatever the change's, set by `animation(_:)`; nil for the change's.
    var animation: Animation?

    init(
        insertion: [TransitionEffect], removal: [TransitionEffect], modifiers: [ModifierTransition] = [],
        animation: Animation? = nil
    ) {
        self.insertion = insertion
        self.removal = removal
        self.modifiers = modifiers
        self.animation = animation
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: [.opacity], removal: [.opacity])
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Enters from the leading edge and leaves toward the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// No visible change.
    public static let identity = AnyTransition(insertion: [], removal: [])

    /// Moves in from and out toward `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge)], removal: [.move(edge)])
    }

    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(insertion: [.scale(scale, anchor)], removal: [.scale(scale, anchor)])
    }

    /// Moves in from and out to an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(insertion: [.offset(offset)], removal: [.offset(offset)])
    }

    /// Pushes the view in from `edge` and out toward the opposite edge, fading it in and out, as SwiftUI's
    /// `push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }

    /// A transition from `active` to `identity` on insertion and back on removal, as SwiftUI's
    /// `modifier(active:identity:)`: the view is shown through `active` when transitioned and through `identity`
    /// in place, and what the modifier changes animates as any change does (a rotation, an offset, an opacity in
    /// its body; its `animatableData` when it is `Animatable`). A leaving view is evaluated through `active` and
    /// animates there before it goes.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(insertion: [], removal: [], modifiers: [ModifierTransition(active: active, identity: identity)])
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            modifiers: insertion.modifiers.map { $0.limited(toRemoval: false) } + removal.modifiers.map { $0.limited(toRemoval: true) },
            animation: insertion.animation ?? removal.animation)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion + other.insertion, removal: removal + other.removal,
            modifiers: modifiers + other.modifiers, animation: animation ?? other.animation)
    }

    /// The transition run with `animation`, as SwiftUI's `animation(_:)` on a transition: the view enters and
    /// leaves with it even when the change that inserts or removes it is not animated.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, modifiers: modifiers, animation: animation)
    }
}

/// One visual part of a transition, at a progress from 0 (the view as it is) to 1 (fully transitioned).
enum TransitionEffect: Sendable {
    case opacity
    case move(Edge)
    case scale(CGFloat, UnitPoint)
    case offset(CGSize)

    /// Wraps what `draw` appends in the groups the effects call for at `progress`.
    static func apply(
        _ effects: [TransitionEffect], progress: Double, frame: CGRect, to list: inout DisplayList,
        _ draw: (inout DisplayList) -> Void
    ) {
        guard let effect = effects.first else { return draw(&list) }
        let rest = Array(effects.dropFirst())
        let p = CGFloat(progress)
        let displayEffect: DisplayEffect
        switch effect {
        case .opacity:
            displayEffect = .opacity(max(0, min(1, 1 - progress)))
        case .move(let edge):
            let offset: CGSize =
                switch edge {
                case .leading: CGSize(width: -frame.width * p, height: 0)
                case .trailing: CGSize(width: frame.width * p, height: 0)
                case .top: CGSize(width: 0, height: -frame.height * p)
                case .bottom: CGSize(width: 0, height: frame.height * p)
                }
            displayEffect = .transform(Transform(translation: offset))
        case .scale(let scale, let anchor):
            let s = 1 - (1 - scale) * p
            displayEffect = .transform(Transform(scale: CGSize(width: s, height: s), rotation: 0, anchor: anchor.point(in: frame)))
        case .offset(let offset):
            displayEffect = .transform(Transform(translation: CGSize(width: offset.width * p, height: offset.height * p)))
        }
        // A transition is drawn only while its animation runs.
        list.group(displayEffect, isAnimating: true) { apply(rest, progress: progress, frame: frame, to: &$0, draw) }
    }
}
