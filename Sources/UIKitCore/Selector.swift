/// The name of a method, as Objective-C's `Selector`, which target-action APIs take (`UIControl.addTarget`,
/// `UIApplication.sendAction`).
///
/// `#selector(...)` needs the Objective-C runtime, which Swift on Linux does not have, so the compiler rejects it.
/// `Selector(("resignFirstResponder"))` names a method and compiles on both platforms. `meadow run` compiles an
/// app's `#selector(Type.method(_:))` as `Selector(unapplied: Type.method(_:), name: "method(_:)")`, and
/// `#selector(method)` as `Selector(bound: method, name: "method")`: a name that also calls the method, which is
/// what UIKit does with the selector when the control fires. Two selectors are equal when their names are.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral {
    let name: String
    /// Calls the method on a target with a sender; nil for a selector that is only a name.
    private let method: Method?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// `#selector(Type.method)` of a method taking no argument.
    public init<Target: AnyObject, Result>(unapplied method: @escaping @MainActor (Target) -> () -> Result, name: String) {
        self.name = name
        self.method = Method { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// `#selector(Type.method(_:))` of a method taking the sender.
    public init<Target: AnyObject, Argument, Result>(
        unapplied method: @escaping @MainActor (Target) -> (Argument) -> Result, name: String
    ) {
        self.name = name
        self.method = Method { target, sender in
            guard let target = target as? Target, let sender = sender as? Argument else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// `#selector(method)` of a method taking no argument, named inside its own type: the method of the object
    /// that named it, whatever target it is sent to.
    public init<Result>(bound method: @escaping () -> Result, name: String) {
        self.name = name
        self.method = Method { _, _ in
            _ = method()
            return true
        }
    }

    /// `#selector(method(_:))` of a method taking the sender, named inside its own type.
    public init<Argument, Result>(bound method: @escaping (Argument) -> Result, name: String) {
        self.name = name
        self.method = Method { _, sender in
            guard let sender = sender as? Argument else { return false }
            _ = method(sender)
            return true
        }
    }

    /// Calls the method on `target` with `sender`, as UIKit sends an action; false when the selector is only a
    /// name, or `target` or `sender` is not of the types the method takes.
    @MainActor
    func perform(on target: Any?, sender: Any?) -> Bool {
        method?.call(target, sender) ?? false
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The call a selector made from a method reference keeps.
    private final class Method {
        let call: @MainActor (Any?, Any?) -> Bool

        init(_ call: @escaping @MainActor (Any?, Any?) -> Bool) { self.call = call }
    }
}
