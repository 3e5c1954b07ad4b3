import Foundation

extension ViewNode {
    /// The nearest scroll view above this node, if any: the one a lazy container's rows and pinned views follow.
    var enclosingScrollView: ScrollViewNode? {
        var node = parent
        while let current = node, !(current is ScrollViewNode) { node = current.parent }
        return node as? ScrollViewNode
    }
}
