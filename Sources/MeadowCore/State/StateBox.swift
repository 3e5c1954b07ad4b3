/// The storage of one `@State` property, owned by the graph node of the view that declares it.
///
/// Writing a value equal to the current one changes nothing, as in SwiftUI; any other write re-evaluates the
/// owner's body on the next update.
@MainActor
final class StateBox<Value> {
    var value: Value {
        didSet {
            if let old = oldValue as? any Equatable, old.isEqual(to: value) { return }
            owner?.invalidate()
        }
    }
    private weak var owner: CompositeNode?

    init(_ value: Value, owner: CompositeNode?) {
        self.value = value
        self.owner = owner
    }
}
