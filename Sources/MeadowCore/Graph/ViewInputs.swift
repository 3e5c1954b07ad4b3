import Foundation

/// Decides whether a view's inputs changed, so an unchanged view's body need not be evaluated again.
///
/// Stored properties compare by `==` when they are `Equatable`, by identity when they are objects and field by
/// field otherwise; closures never compare equal. A binding compares the value it reads now with the value it read
/// at the last evaluation. An `@ObservedObject` compares its object by identity. `@State`, `@StateObject` and
/// `@Environment` are the node's own and are skipped.
@MainActor
enum ViewInputs {
    static func equal(_ old: Any, _ new: Any, bindingValues: [Any]) -> Bool {
        let oldFields = Mirror(reflecting: old).children.map(\.value)
        let newFields = Mirror(reflecting: new).children.map(\.value)
        guard oldFields.count == newFields.count else { return false }
        var bindingIndex = 0
        for (oldField, newField) in zip(oldFields, newFields) {
            if let observed = newField as? ObservedObjectInput {
                guard (oldField as? ObservedObjectInput)?.object === observed.object else { return false }
                continue
            }
            if oldField is DynamicPropertyLink { continue }
            if let binding = newField as? AnyBinding {
                guard bindingIndex < bindingValues.count, isEqual(bindingValues[bindingIndex], binding.anyValue) else {
                    return false
                }
                bindingIndex += 1
                continue
            }
            guard isEqual(oldField, newField) else { return false }
        }
        return true
    }

    /// The values the view's bindings read now, in declaration order.
    static func bindingValues(of view: Any) -> [Any] {
        Mirror(reflecting: view).children.compactMap { ($0.value as? AnyBinding)?.anyValue }
    }

    static func environmentsEqual(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        a.isEqual(to: b)
    }

    static func isEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        let mirrorA = Mirror(reflecting: a)
        if mirrorA.displayStyle == .class {
            return (a as AnyObject) === (b as AnyObject)
        }
        let mirrorB = Mirror(reflecting: b)
        guard depth < 4, mirrorA.displayStyle != nil, mirrorA.children.count == mirrorB.children.count,
            type(of: a) == type(of: b)
        else { return false }
        return zip(mirrorA.children, mirrorB.children).allSatisfy { isEqual($0.value, $1.value, depth: depth + 1) }
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
