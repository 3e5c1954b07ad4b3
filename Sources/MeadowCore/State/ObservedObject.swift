import Combine

/// An `ObservableObject` a view is given and watches, as SwiftUI's `@ObservedObject`: the view's body is
/// evaluated again whenever the object announces a change. The view does not own it: a parent passing another
/// object makes the view watch that one instead.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`: writing it sets the property, which announces the
        /// change to the object's observers.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties, as `$model.title`.
    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        node.storage(at: slot) { ObjectObservation() }.observe(wrappedValue, for: node)
        slot += 1
    }
}

/// An input of a view that compares by the identity of the object it holds.
@MainActor
protocol ObservedObjectInput {
    var object: AnyObject { get }
}

extension ObservedObject: ObservedObjectInput {
    var object: AnyObject { wrappedValue }
}
