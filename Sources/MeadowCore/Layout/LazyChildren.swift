import Foundation

/// A lazy stack's or lazy grid's elements and the nodes built for them so far, on screen or scrolled away.
///
/// An element's node is built the first time it is asked for; one scrolled away keeps its node and state and comes
/// back with them. After the container's content changes, nodes of elements still there are configured again from
/// their new view only when asked for.
@MainActor
struct LazyChildren {
    private var context: BuildContext?
    private(set) var elements: [ViewList.Element] = []
    /// Each element's index, by key.
    private(set) var indices: [ViewKey: Int] = [:]
    /// Every node built so far.
    private var built: [ViewKey: ViewNode] = [:]
    /// Nodes configured from an older view: built again from their element when they come back.
    private var stale: Set<ViewKey> = []

    /// Takes the container's new elements, keeping the nodes of those still there to configure again.
    mutating func update(_ elements: [ViewList.Element], context: BuildContext) {
        self.context = context
        self.elements = elements
        indices = Dictionary(elements.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        built = built.filter { indices[$0.key] != nil }
        stale = Set(built.keys)
    }

    /// The node of element `index`, built or configured again when needed, in a transaction of `animation`.
    mutating func node(at index: Int, animation: Animation?) -> ViewNode? {
        guard var context else { return nil }
        let element = elements[index]
        if let node = built[element.key], !stale.contains(element.key) { return node }
        context.transaction = Transaction(animation: animation)
        let node = context.build(element.view, reusing: built[element.key])
        node.key = element.key
        built[element.key] = node
        stale.remove(element.key)
        return node
    }

    /// The node built for element `index`, if any, as it is.
    func existingNode(at index: Int) -> ViewNode? { built[elements[index].key] }
}
