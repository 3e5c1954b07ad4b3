/// How the lines of multiline text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
