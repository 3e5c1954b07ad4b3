/// An alert described as a value, as SwiftUI's `Alert`: a title, an optional message and one or two buttons,
/// shown by `alert(isPresented:content:)` or `alert(item:content:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An alert with one button; with none given, an OK button that only dismisses it.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons side by side (a cancel button on the leading side).
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The alert's buttons as its actions.
    var actions: [PresentationAction] {
        buttons.map { PresentationAction(label: AnyView($0.label), role: $0.role, action: $0.action ?? {}) }
    }
}
