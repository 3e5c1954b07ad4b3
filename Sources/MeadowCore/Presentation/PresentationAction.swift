/// One button of an alert or a dialog: the label, role and action of a `Button` among the presentation's actions.
struct PresentationAction {
    let label: AnyView
    let role: ButtonRole?
    let action: () -> Void

    /// The buttons among `actions`, in order. As in SwiftUI, an alert shows only the buttons of its actions; a
    /// button's modifiers are not drawn (the alert draws its buttons itself).
    @MainActor
    static func actions(in actions: any View) -> [PresentationAction] {
        ViewList.of(actions).elements.compactMap { ($0.view as? PresentationActionConvertible)?.presentationAction }
    }
}
