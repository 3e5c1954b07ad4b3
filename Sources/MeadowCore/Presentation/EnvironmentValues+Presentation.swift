private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in, as SwiftUI's `dismiss`; does nothing outside one.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is inside a presentation, as SwiftUI's `isPresented`.
    public var isPresented: Bool { dismiss.dismisser != nil }

    /// The view's presentation, as SwiftUI's older `presentationMode`: a binding whose value says whether the view
    /// is presented and dismisses it.
    public var presentationMode: Binding<PresentationMode> {
        let action = dismiss
        return Binding(get: { PresentationMode(action: action) }, set: { _ in })
    }
}
