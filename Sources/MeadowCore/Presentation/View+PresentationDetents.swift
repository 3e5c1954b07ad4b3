/// The detents the content of a sheet asks for, the innermost first.
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: Set<PresentationDetent> { [] }

    static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
        if value.isEmpty { value = nextValue() }
    }
}

extension View {
    /// The heights the sheet this view is in rests at, as SwiftUI's `presentationDetents(_:)`: it opens at the
    /// smallest and is dragged between them; without it a sheet is large.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: detents)
    }
}
