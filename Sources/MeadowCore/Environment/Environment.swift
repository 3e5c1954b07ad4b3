/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.keyPath)`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let storage = EnvironmentStorage()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        storage.values[keyPath: keyPath]
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
