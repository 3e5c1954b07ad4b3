/// Remembers the value an `onChange` watches, across updates; lays out as its content.
final class ChangeObserverNode: ViewNode {
    /// The value at the last update, and whether it equals another.
    var lastValue: Any?
    /// The action for `initial: true`, performed when the view appears.
    var initialAction: (() -> Void)?

    override var kind: LayoutNode.Kind { .onChange }

    override func didAppear() {
        if let initialAction { graph?.enqueue(initialAction) }
    }
}

extension LayoutNode.Kind {
    /// A `OnChange` node of the laid-out tree.
    public static let onChange = Self("OnChange")
}
