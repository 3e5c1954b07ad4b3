/// A list of values of any `Hashable` types that a navigation stack shows pushed over its root, as SwiftUI's
/// `NavigationPath`: the stack shows one screen per element, made by the `navigationDestination(for:)` that
/// matches the element's type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of the values in `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed over the root.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` screens; `k` must not exceed `count`, as in SwiftUI.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k <= elements.count, "NavigationPath.removeLast(\(k)) with only \(elements.count) elements")
        elements.removeLast(k)
    }
}
