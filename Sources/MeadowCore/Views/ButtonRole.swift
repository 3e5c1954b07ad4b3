/// What a button does, as SwiftUI's `ButtonRole`: a destructive button is drawn red (its swipe action filled
/// red), a cancel button is the one that dismisses.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind {
        case destructive, cancel
    }

    private let kind: Kind

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
}
