/// Runs an asynchronous action for the lifetime of the view; what `task` builds.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID?
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let taskNode = node.reused { TaskNode() }
        let idChanged = node === taskNode && (taskNode.id as? ID) != id
        taskNode.action = action
        taskNode.priority = priority
        taskNode.id = id
        if idChanged { taskNode.restart() }
        context.buildContent(content, of: taskNode)
        return taskNode
    }
}

extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears, as SwiftUI's `task` does.
    /// As there, the action inherits the isolation of the code that wrote it: written in a view's `body`, it runs
    /// on the main actor.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier<Bool>(id: nil, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again, cancelling the running one, whenever `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
