/// A platform a preview can be for, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}
