/// A view that stands for a button among an alert's or a dialog's actions: a `Button`, or one with modifiers.
@MainActor
protocol PresentationActionConvertible {
    var presentationAction: PresentationAction? { get }
}

extension Button: PresentationActionConvertible {
    var presentationAction: PresentationAction? {
        PresentationAction(label: AnyView(label), role: role, action: action)
    }
}

extension ModifiedContent: PresentationActionConvertible where Content: View, Modifier: ViewModifier {
    /// The modified view's button, when it is one.
    var presentationAction: PresentationAction? {
        (content as? PresentationActionConvertible)?.presentationAction
    }
}
