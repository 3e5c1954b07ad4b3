import Foundation

/// Decides whether a view's inputs changed, so an unchanged view's body need not be evaluated again.
///
/// Stored properties compare by `==` when they are `Equatable`, by identity when they are objects and field by
/// field otherwise; closures never compare equal. A binding compares the value it reads now with the value it read
/// at the last evaluation. An `@ObservedObject` compares its object by identity. `@State`, `@StateObject` and
/// `@Environment` are the node's own and are skipped. Each type's fields are found once (`InputFieldTable`).
@MainActor
enum ViewInputs {
    static func equal(_ old: Any, _ new: Any, bindingValues: [Any]) -> Bool {
        func open<V>(_ old: V) -> Bool {
            guard let new = new as? V else { return false }
            return withFields(of: old, new) { $0.equal($1, $2, bindingValues: bindingValues) }
        }
        return _openExistential(old, do: open)
    }

    /// The values the view's bindings read now, in declaration order.
    static func bindingValues(of view: Any) -> [Any] {
        func open<V>(_ view: V) -> [Any] {
            withFields(of: view) { $0.bindingValues($1) }
        }
        return _openExistential(view, do: open)
    }

    /// The view's `@State`, `@Environment` and other dynamic properties, in declaration order.
    static func dynamicProperties(of view: Any) -> [any DynamicPropertyLink] {
        func open<V>(_ view: V) -> [any DynamicPropertyLink] {
            withFields(of: view) { $0.dynamicProperties($1) }
        }
        return _openExistential(view, do: open)
    }

    static func environmentsEqual(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        a.isEqual(to: b)
    }

    /// Whether two values are equal as inputs: by `==`, by identity for objects, field by field for structures.
    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        func open<A>(_ a: A) -> Bool {
            guard let b = b as? A else { return false }
            if A.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return withFields(of: a, b) { table, a, b in table.equal(a, b) }
        }
        return _openExistential(a, do: open)
    }

    /// Where a value of no size is taken to be.
    private static let emptyValue = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16))

    /// Runs `body` with the field table of `V` and the addresses of `old` and `new`.
    private static func withFields<V, Result>(
        of old: V, _ new: V, _ body: (InputFieldTable, UnsafeRawPointer, UnsafeRawPointer) -> Result
    ) -> Result {
        let table = InputFieldTable.of(V.self)
        return withUnsafeBytes(of: old) { old in
            withUnsafeBytes(of: new) { new in
                // A value of no size has no address of its own, and no field to read there.
                body(table, old.baseAddress ?? emptyValue, new.baseAddress ?? emptyValue)
            }
        }
    }

    /// Runs `body` with the field table of `V` and the address of `value`.
    private static func withFields<V, Result>(of value: V, _ body: (InputFieldTable, UnsafeRawPointer) -> Result) -> Result {
        withFields(of: value, value) { table, value, _ in body(table, value) }
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A binding whose current value can be read without knowing its type.
protocol AnyBinding {
    var anyValue: Any { get }
}

extension Binding: AnyBinding {
    var anyValue: Any { wrappedValue }
}
