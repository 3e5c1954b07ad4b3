/// A value a view owns, kept by the view graph across body evaluations, as SwiftUI's `@State`.
///
/// The storage belongs to the view's identity: a parent re-creating the view value does not reset it, and
/// writing it re-evaluates the views that read it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        initialValue = value
        location = StateLocation(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.value = newValue }
    }

    /// A binding to the stored value, as `$value`.
    public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        let initial = initialValue
        location.box = node.stateBox(at: slot, initial: { initial })
        slot += 1
    }
}

/// Where a `State` value currently lives: a box of its own until the graph links it to the node's storage.
@MainActor
final class StateLocation<Value> {
    var box: StateBox<Value>

    init(_ value: Value) {
        box = StateBox(value, owner: nil)
    }
}
