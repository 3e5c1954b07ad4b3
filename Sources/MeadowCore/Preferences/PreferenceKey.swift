/// A named value a view produces for its ancestors, as SwiftUI's `PreferenceKey`.
///
/// Values flow up: a container's value is its children's values combined in order by `reduce`; a view with no
/// value for the key contributes nothing, and a reader above views that set none sees `defaultValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value a reader sees when no view below it sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
