/// How much room a dimension of the screen gives, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}
