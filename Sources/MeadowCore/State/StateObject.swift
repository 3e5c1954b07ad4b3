import Combine

/// An `ObservableObject` a view owns, made once per view identity and kept across body evaluations, as SwiftUI's
/// `@StateObject`: the view's body is evaluated again whenever the object announces a change.
///
/// The initial value is an autoclosure that runs only when the view's identity first appears: a parent
/// re-creating the view value does not make a new object.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private let location = ObjectLocation<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object; read before the graph links the view (in its `init`), it is an object of this view value's own.
    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        let object = makeObject()
        location.object = object
        return object
    }

    /// Bindings to the object's properties, as `$model.title`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        let storage = node.storage(at: slot) { StateObjectStorage(location.object ?? makeObject()) }
        location.object = storage.object
        storage.observation.observe(storage.object, for: node)
        slot += 1
    }
}

/// Where a `StateObject` or `EnvironmentObject` value finds its object: none until it is read or linked.
@MainActor
final class ObjectLocation<ObjectType> {
    var object: ObjectType?
}

/// The object of one `@StateObject` property, owned by the graph node of the view that declares it.
@MainActor
final class StateObjectStorage<ObjectType> {
    let object: ObjectType
    let observation = ObjectObservation()

    init(_ object: ObjectType) {
        self.object = object
    }
}
