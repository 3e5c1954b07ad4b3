import Foundation

@testable import MeadowCore

// Helpers for the focus, key press and text input tests.

/// Fields of a form, the values views are bound to with `focused(_:equals:)`.
enum Field: Hashable {
    case name, email, notes
}

/// Holds the focus state binding a test view hands out each time its body is evaluated, so a test can read and
/// write the view's `@FocusState` as the view's own code would.
@MainActor
final class FocusProbe<Value: Hashable> {
    var binding: FocusState<Value>.Binding?

    /// The state's value now; the view must have been built.
    var value: Value {
        guard let binding else { preconditionFailure("the view has not been built") }
        return binding.wrappedValue
    }

    /// Writes `value` into the state, as an action in the view would.
    func set(_ value: Value) {
        binding?.wrappedValue = value
    }
}

/// The order in which key handlers saw events, by name.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// A 40-point square (or `height` tall) that can take focus, bound to `focus` with `field`, logging the key-down
/// events it receives under the field's name.
@MainActor
func fieldSquare(_ field: Field, height: CGFloat = 40, focus: FocusState<Field?>.Binding, log: EventLog) -> some View {
    Color.blue.frame(width: 40, height: height)
        .focusable()
        .focused(focus, equals: field)
        .onKeyPress { _ in
            log.record("\(field)")
            return .ignored
        }
}
