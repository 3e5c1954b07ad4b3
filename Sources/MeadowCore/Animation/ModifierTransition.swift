/// The two modifiers of `AnyTransition.modifier(active:identity:)` and the changes they transition: insertion,
/// removal or both (`asymmetric(insertion:removal:)` keeps one side).
///
/// Both modifiers are of one type, so the view shown through either is of one type too, and its nodes are reused
/// when the transition switches between them: what the modifier changes then animates.
struct ModifierTransition: @unchecked Sendable {
    // Unchecked: the modifiers are values only ever applied on the main actor, while building.
    private let active: any ViewModifier
    private let identity: any ViewModifier
    private var onInsertion = true
    private var onRemoval = true

    init<E: ViewModifier>(active: E, identity: E) {
        self.active = active
        self.identity = identity
    }

    /// The pair transitioning only removals (`toRemoval`) or only insertions.
    func limited(toRemoval: Bool) -> ModifierTransition {
        var pair = self
        pair.onInsertion = !toRemoval
        pair.onRemoval = toRemoval
        return pair
    }

    /// Whether the view shows through `active` while it is inserted (`isRemoval` false) or removed.
    func isActive(whenRemoving isRemoval: Bool) -> Bool {
        isRemoval ? onRemoval : onInsertion
    }

    /// `content` through `active` or `identity`.
    @MainActor
    func apply(to content: any View, active isActive: Bool) -> any View {
        let modifier = isActive ? active : identity
        return Self.modified(content, by: modifier)
    }

    @MainActor
    private static func modified<Content: View, Modifier: ViewModifier>(_ content: Content, by modifier: Modifier) -> any View {
        content.modifier(modifier)
    }
}
