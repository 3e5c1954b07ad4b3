/// A namespace for the ids of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, as SwiftUI's
/// `@Namespace`: the view that declares it keeps the same `Namespace.ID` for as long as it has its identity, and
/// each view (each identity) has a namespace of its own.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty {
    private let location = StateLocation(ID.next())

    public init() {}

    /// The namespace's identity, to pass to the views whose geometry it links.
    public var wrappedValue: Namespace.ID { location.box.value }

    /// The identity of a namespace, as SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        private let value: Int

        @MainActor private static var count = 0

        @MainActor fileprivate static func next() -> ID {
            count += 1
            return ID(value: count)
        }
    }
}

extension Namespace: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        let unlinked = location.box.value
        location.box = node.stateBox(at: slot, initial: { unlinked })
        slot += 1
    }
}
