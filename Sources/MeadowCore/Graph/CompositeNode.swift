/// The node of a view that has a `body` (or a custom `ViewModifier`): it owns the view's `@State` and hosts the
/// node its body builds.
@MainActor
final class CompositeNode: ViewNode {
    private var stateBoxes: [AnyObject] = []
    private var typeName = ""

    override var kind: String { typeName }

    func update(_ view: any View, in context: BuildContext) {
        typeName = String(describing: type(of: view))
        graph = context.graph
        link(view, in: context)
        let body = evaluateBody(of: view)
        children = [context.build(body, reusing: children.first)]
    }

    /// Evaluates a custom modifier's `body(content:)` with the content it modifies.
    func update<Modifier: ViewModifier>(_ modifier: Modifier, content: any View, in context: BuildContext) {
        typeName = String(describing: Modifier.self)
        graph = context.graph
        link(modifier, in: context)
        let body = modifier.body(content: _ViewModifier_Content(view: content))
        children = [context.build(body, reusing: children.first)]
    }

    /// Connects the view's `@State` and `@Environment` properties to this node's storage.
    private func link(_ value: Any, in context: BuildContext) {
        var slot = 0
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? DynamicPropertyLink else { continue }
            property.link(to: self, slot: &slot, environment: context.environment)
        }
    }

    /// The storage of the state property at `slot`, created with `initial` the first time.
    func stateBox<Value>(at slot: Int, initial: () -> Value) -> StateBox<Value> {
        if slot < stateBoxes.count, let box = stateBoxes[slot] as? StateBox<Value> { return box }
        let box = StateBox(initial(), owner: self)
        if slot < stateBoxes.count { stateBoxes[slot] = box } else { stateBoxes.append(box) }
        return box
    }

    private func evaluateBody<V: View>(of view: V) -> any View {
        view.body
    }

    /// Marks this node's body as needing evaluation and asks the graph for an update.
    func invalidate() {
        graph?.setNeedsUpdate()
    }

    weak var graph: ViewGraph?
}
