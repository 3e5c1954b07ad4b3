/// The detents the content of a sheet asks for, the innermost first.
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: PresentationDetentChoice { PresentationDetentChoice(detents: [], selection: nil) }

    static func reduce(value: inout PresentationDetentChoice, nextValue: () -> PresentationDetentChoice) {
        if value.detents.isEmpty { value = nextValue() }
    }
}

/// What `presentationDetents` hands up to its sheet: the detents, and the binding to the one the sheet rests at
/// with the detent it read when the content was built (a change of that is a change of the preference).
struct PresentationDetentChoice: Equatable {
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?
    let selected: PresentationDetent?

    init(detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>?) {
        self.detents = detents
        self.selection = selection
        selected = selection?.wrappedValue
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.detents == rhs.detents && lhs.selected == rhs.selected && (lhs.selection == nil) == (rhs.selection == nil)
    }
}

extension View {
    /// The heights the sheet this view is in rests at, as SwiftUI's `presentationDetents(_:)`: it opens at the
    /// smallest and is dragged between them; without it a sheet is large.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: PresentationDetentChoice(detents: detents, selection: nil))
    }

    /// The heights the sheet this view is in rests at, and the one it rests at now, as SwiftUI's
    /// `presentationDetents(_:selection:)` (iOS 16): the sheet opens at the bound detent, a drag that settles at
    /// another writes it, and setting it from code moves the sheet there. A detent not in `detents` is ignored.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        preference(
            key: PresentationDetentsKey.self, value: PresentationDetentChoice(detents: detents, selection: selection))
    }
}
