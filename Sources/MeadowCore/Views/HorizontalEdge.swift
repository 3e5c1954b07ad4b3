/// An edge on the horizontal axis, as SwiftUI's `HorizontalEdge`: the side a list row's swipe actions are on.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading
    case trailing
}
