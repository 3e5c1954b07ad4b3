/// Whether the user can edit a view's content, as SwiftUI's `EditMode`: what the `editMode` environment value's
/// binding holds. A `List` whose `ForEach` has `onDelete(perform:)` or `onMove(perform:)` shows its delete and
/// reorder controls while the mode is editing.
public enum EditMode: Hashable, Sendable {
    /// The user cannot edit the content.
    case inactive
    /// A temporary edit mode (SwiftUI may enter it for the length of a swipe).
    case transient
    /// The user can edit the content.
    case active

    /// Whether the content is being edited: true in every mode but `inactive`, as SwiftUI's.
    public var isEditing: Bool { self != .inactive }
}
