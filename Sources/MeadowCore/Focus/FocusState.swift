/// A value that follows where keyboard focus is, as SwiftUI's `@FocusState`.
///
/// Views bound to the state with `focused(_:equals:)` or `focused(_:)` set it: when focus enters one of them the
/// value becomes that view's value, and when focus leaves them it becomes `nil` (or `false`). Writing the value
/// moves focus to the view bound to it on the next update; writing `nil` (or `false`) takes focus away from the
/// state's views. A value no focusable view is bound to leaves focus where it is, and the state keeps showing
/// where focus is.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let location: FocusStateLocation<Value>

    /// A Boolean focus state: `true` while a view bound with `focused(_:)` has focus.
    public init() where Value == Bool {
        location = FocusStateLocation(empty: false, follows: .keyboard)
    }

    /// An optional focus state: the value of the focused view bound with `focused(_:equals:)`, else `nil`.
    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(empty: nil, follows: .keyboard)
    }

    /// Where focus is, as this state's value; writing it moves focus.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.request(newValue) }
    }

    /// A binding to the state, for `focused(_:equals:)` and to pass down to other views, as `$focus`.
    public var projectedValue: Binding {
        Binding(box: location.box)
    }

    /// A focus state handed to another view, as SwiftUI's `FocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let box: FocusStateBox<Value>

        /// Where focus is, as the state's value; writing it moves focus.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.request(newValue) }
        }

        /// The binding itself, as `$focus` on a `@FocusState.Binding` property.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        location.link(to: node, slot: &slot)
    }
}

extension FocusState.Binding: @MainActor AnyBinding {
    var anyValue: Any { wrappedValue }
}

/// Where a `FocusState` or `AccessibilityFocusState` value lives: a box of its own until the graph links it to the
/// node's storage.
@MainActor
final class FocusStateLocation<Value: Hashable> {
    var box: FocusStateBox<Value>

    init(empty: Value, follows focus: FocusStateBox<Value>.Followed) {
        box = FocusStateBox(empty: empty, owner: nil, follows: focus)
    }

    /// Links the state to the box `node` keeps in its storage at `slot` (made the first time, following the same
    /// focus), and moves past it: the state of `@FocusState` and `@AccessibilityFocusState` alike.
    func link(to node: CompositeNode, slot: inout Int) {
        let (empty, focus) = (box.empty, box.follows)
        box = node.storage(at: slot) { FocusStateBox(empty: empty, owner: node, follows: focus) }
        slot += 1
    }
}
