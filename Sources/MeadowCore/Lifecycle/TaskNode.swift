/// Runs an asynchronous action while its view is in the tree; lays out as its content.
///
/// The task starts when the view appears and is cancelled when it disappears; when the watched id changes, the
/// running task is cancelled and a new one starts.
final class TaskNode: ViewNode {
    var action: @Sendable () async -> Void = {}
    var priority: TaskPriority = .userInitiated
    /// The id the running task was started for.
    var id: Any?
    private var task: Task<Void, Never>?

    override var kind: LayoutNode.Kind { .task }

    override func didAppear() {
        graph?.enqueueTaskStart { [weak self] in self?.start() }
    }

    override func didDisappear() {
        task?.cancel()
        task = nil
    }

    /// Cancels the running task and starts the action again, for a new id.
    func restart() {
        guard graph != nil else { return }
        task?.cancel()
        graph?.enqueueTaskStart { [weak self] in self?.start() }
    }

    private func start() {
        guard graph != nil else { return }
        task?.cancel()
        let action = action
        task = Task(priority: priority) { @MainActor in await action() }
    }
}
