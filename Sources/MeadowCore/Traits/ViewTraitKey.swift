/// A key for a value a view carries to the container that lays it out, as SwiftUI's view traits
/// (`_ViewTraitKey`): layout priority, tag, transition, tab items and, next, list row insets.
///
/// A trait stays with the view through every modifier applied after it: `.layoutPriority(1).padding()` is a
/// padded view of priority 1.
protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
