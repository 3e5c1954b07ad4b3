import Observation

/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.keyPath)`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let storage = EnvironmentStorage()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type that an ancestor put in the environment with
    /// `environment(_:)`; as in SwiftUI, reading it when no ancestor did stops the app with a message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values[object: Value.self] else {
                preconditionFailure("No @Observable object of type \(Value.self) found: set one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type from the environment, or `nil` when no ancestor set one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[object: T.self] }
    }

    public var wrappedValue: Value {
        read(storage.values)
    }
}

extension Environment: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        storage.values = environment
    }
}

/// The environment an `@Environment` property reads, set by the graph before the body runs.
@MainActor
final class EnvironmentStorage {
    var values = EnvironmentValues()
}
