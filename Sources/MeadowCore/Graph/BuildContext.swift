/// What building a node needs: the environment it inherits, the transaction of the change being built and the
/// graph it belongs to.
@MainActor
struct BuildContext {
    var environment: EnvironmentValues
    var transaction: Transaction
    unowned let graph: ViewGraph
    /// The view whose body is being built: what lazily made views (a `ForEach`'s rows, a `GeometryReader`'s
    /// content) read of `@Observable` models is its dependency.
    weak var owner: CompositeNode?

    /// Builds `view` as one node, reusing `previous` when it was built from a view of the same type.
    func build(_ view: any View, reusing previous: ViewNode?) -> ViewNode {
        let viewType = ObjectIdentifier(type(of: view))
        let reusable = previous?.viewType == viewType ? previous : nil
        let node = buildUnchecked(view, reusing: reusable)
        node.viewType = viewType
        return node
    }

    /// Builds `view` reusing `previous` as is; for modifiers that return their content's node.
    func buildUnchecked(_ view: any View, reusing previous: ViewNode?) -> ViewNode {
        previous?.resetTraits()
        previous?.noteBuilt(in: self)
        let node: ViewNode
        if ViewList.isSeveral(view) {
            // A list of views used where one view is expected stacks vertically, as in SwiftUI.
            let stack = previous.reused { LayoutContainerNode() }
            stack.noteBuilt(in: self)
            stack.configure(AnyLayout(VStackLayout()))
            buildChildren(view, of: stack)
            node = stack
        } else if type(of: view).hasBody {
            node = composite(view, reusing: previous)
        } else if let primitive = view as? PrimitiveView {
            node = primitive.makeNode(reusing: previous, in: self)
        } else if let shape = view as? any Shape {
            node = shape.makeNode(reusing: previous, in: self)
        } else if let drawn = view as? any DrawnViewRepresentable {
            node = drawn.makeNode(reusing: previous, in: self)
        } else if let hosted = view as? any _HostedViewRepresentable {
            node = hosted.makeNode(reusing: previous, in: self)
        } else {
            node = composite(view, reusing: previous)
        }
        if node !== previous { node.noteBuilt(in: self) }
        // A primitive was configured again and may draw differently; a composite draws only its children, which
        // say so themselves when its body was evaluated again.
        if !(node is CompositeNode) { node.invalidateDrawing() }
        // The innermost build sees the most specific environment; modifiers that return it keep it.
        if !node.hasEnvironment {
            node.environment = environment
            node.hasEnvironment = true
        }
        return node
    }

    /// The node of a view evaluated through its `body`: `previous` when it is one, updated.
    private func composite(_ view: any View, reusing previous: ViewNode?) -> CompositeNode {
        let composite = previous.reused { CompositeNode() }
        composite.noteBuilt(in: self)
        composite.update(view, in: self)
        return composite
    }

    /// Builds `content` as `node`'s only child, reusing the child it has: how a modifier's node holds the view it
    /// modifies (the node then carries that view's traits, see `ModifiedContent`).
    func buildContent(_ content: any View, of node: ViewNode) {
        node.children = [build(content, reusing: node.children.first)]
    }

    /// Builds the flattened children of `content` as `parent`'s children, matching them to its current children
    /// by identity. Children that appear or disappear in an animated change run their transitions.
    func buildChildren(_ content: any View, of parent: ViewNode) {
        let list = parent.observation.tracking(for: owner, in: graph.observations) { ViewList.of(content) }
        buildChildren(list.elements, of: parent)
    }

    /// Builds `elements` as the children of `parent`, reusing its children by key.
    func buildChildren(_ elements: [ViewList.Element], of parent: ViewNode) {
        var byKey: [ViewKey: ViewNode] = [:]
        for node in parent.children { byKey[node.key] = node }
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        let children = elements.map { element in
            let previous = byKey.removeValue(forKey: element.key)
            let node = build(element.view, reusing: previous)
            node.key = element.key
            if node !== previous, parent.hasBeenPlaced { node.beginInsertion(animation: animation) }
            return node
        }
        for removed in byKey.values where removed.beginRemoval(animation: animation) {
            parent.exitingChildren.append(removed)
        }
        parent.children = children
    }

    func with(_ update: (inout EnvironmentValues) -> Void) -> BuildContext {
        var context = self
        update(&context.environment)
        return context
    }
}
