/// The storage of one `@State` property, owned by the graph node of the view that declares it.
@MainActor
final class StateBox<Value> {
    var value: Value {
        didSet { owner?.invalidate() }
    }
    private weak var owner: CompositeNode?

    init(_ value: Value, owner: CompositeNode?) {
        self.value = value
        self.owner = owner
    }
}
