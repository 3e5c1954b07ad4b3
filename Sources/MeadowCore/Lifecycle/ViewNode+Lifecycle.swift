import Foundation

extension ViewNode {
    /// Whether the node shows: neither it nor an ancestor is covered.
    final var isOnScreen: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isCovered { return false }
            node = current.parent
        }
        return true
    }

    /// Covers or uncovers the node; its subtree is told, except the parts covered on their own.
    final func setCovered(_ covered: Bool) {
        guard covered != isCovered else { return }
        let wasOnScreen = parent?.isOnScreen ?? true
        isCovered = covered
        if graph != nil, wasOnScreen { notifyCover(covered) }
    }

    private func notifyCover(_ covered: Bool) {
        for child in children where !child.isCovered { child.notifyCover(covered) }
        if covered { didCover() } else { didUncover() }
    }

    /// Puts the node and its subtree in `graph`'s tree, children before parents.
    final func attach(to graph: ViewGraph) {
        self.graph = graph
        for child in children { child.attach(to: graph) }
        didAppear()
    }

    /// Takes the node and its subtree (with children still leaving) out of the tree, children first.
    final func detach() {
        guard graph != nil else { return }
        for child in children + exitingChildren { child.detach() }
        didDisappear()
        graph = nil
    }

    func updateAttachment(replacing old: [ViewNode], in graph: ViewGraph) {
        if old.count == children.count, zip(old, children).allSatisfy({ $0 === $1 }) { return }
        let kept = Set(children.map(ObjectIdentifier.init))
        for node in old where !kept.contains(ObjectIdentifier(node)) && !exitingChildren.contains(where: { $0 === node }) {
            node.detach()
        }
        for child in children where child.graph == nil { child.attach(to: graph) }
    }
}
