/// A two-way connection to a value stored elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// The transaction writes run in, when the binding carries one (`transaction(_:)`, `animation(_:)`).
    var ownTransaction: Transaction?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes, as in previews.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            guard let ownTransaction else { return setValue(newValue) }
            Transaction.$current.withValue(ownTransaction) { setValue(newValue) }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property or element of the value, as `$weather.day` or `$days[index]`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

extension Binding: DynamicProperty {}
