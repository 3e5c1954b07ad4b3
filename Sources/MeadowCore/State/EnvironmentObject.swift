import Combine

/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`: the view's body is evaluated again whenever the object announces a change. As in
/// SwiftUI, reading it when no ancestor provided one stops the app with a message naming the type.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an environment object, as SwiftUI's `EnvironmentObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    private let location = ObjectLocation<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties, as `$model.title`.
    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        let object = environment[object: ObjectType.self]
        location.object = object
        let observation = node.storage(at: slot) { ObjectObservation() }
        if let object { observation.observe(object, for: node) }
        slot += 1
    }
}
