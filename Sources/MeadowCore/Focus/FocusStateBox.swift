/// The storage of one `@FocusState` as the focus system sees it, without its value type.
@MainActor
protocol FocusStorage: AnyObject {
    /// The value, to compare with the values views are bound to by `focused(_:equals:)`.
    var focusValue: AnyHashable { get }
    /// Whether the value is `nil` or `false`: no view bound to the state has focus.
    var isEmpty: Bool { get }
    /// Shows where focus is: `value` when a view bound to the state with that value has focus, `nil` for none.
    /// Returns whether the stored value changed.
    func show(_ value: AnyHashable?) -> Bool
}

/// The storage of one `@FocusState` or `@AccessibilityFocusState` property, owned by the graph node of the view
/// that declares it.
///
/// Code writing the value asks the focus system to move the focus the state follows to the view bound to it; focus
/// moving writes the value back. Either change re-evaluates the owner's body, as a `@State` change does.
@MainActor
final class FocusStateBox<Value: Hashable>: FocusStorage {
    /// The focus a state follows: keyboard focus (`@FocusState`) or a screen reader's (`@AccessibilityFocusState`).
    enum Followed {
        case keyboard, screenReader
    }

    private(set) var value: Value
    /// `nil` or `false`: the value when no view bound to the state has focus.
    let empty: Value
    let follows: Followed
    private weak var owner: CompositeNode?

    init(empty: Value, owner: CompositeNode?, follows: Followed) {
        value = empty
        self.empty = empty
        self.owner = owner
        self.follows = follows
    }

    /// Writes the value as code does; focus moves on the next update.
    func request(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        owner?.invalidate()
        guard let focus = owner?.graph?.focus else { return }
        switch follows {
        case .keyboard: focus.request(self)
        case .screenReader: focus.accessibility.request(self)
        }
    }

    var focusValue: AnyHashable { AnyHashable(value) }

    var isEmpty: Bool { value == empty }

    func show(_ shown: AnyHashable?) -> Bool {
        let newValue = shown.flatMap { $0.base as? Value } ?? empty
        guard newValue != value else { return false }
        value = newValue
        owner?.invalidate()
        return true
    }
}
