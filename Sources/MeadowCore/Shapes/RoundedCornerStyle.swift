/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
