/// A confirmation dialog described as a value, as SwiftUI's older `ActionSheet`: a title, an optional message
/// and buttons, shown by `actionSheet(isPresented:content:)` or `actionSheet(item:content:)` as an iOS action sheet.
public struct ActionSheet {
    /// A button of an action sheet: an `Alert.Button`.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [ActionSheet.Button]

    /// An action sheet with `title`, `message` and `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The sheet's buttons as its actions.
    var actions: [PresentationAction] {
        buttons.map { PresentationAction(label: AnyView($0.label), role: $0.role, action: $0.action ?? {}) }
    }
}
