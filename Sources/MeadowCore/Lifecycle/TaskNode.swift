/// Runs an asynchronous action while its view is in the tree; lays out as its content.
///
/// The task starts when the view appears and is cancelled when it disappears, also when a pushed screen or
/// another tab covers it and reveals it again; when the watched id changes, the running task is cancelled and a
/// new one starts.
final class TaskNode: ViewNode {
    var action: () async -> Void = {}
    var priority: TaskPriority = .userInitiated
    /// The id the running task was started for.
    var id: Any?
    private var task: Task<Void, Never>?

    override var kind: LayoutNode.Kind { .task }

    /// A node let go with its graph (the app's window closed) takes its view away too, so its task ends, as SwiftUI
    /// cancels a removed view's task; otherwise the task would keep what it captured (the app's model) until it
    /// finished on its own.
    deinit {
        task?.cancel()
    }

    override func didAppear() {
        if isOnScreen { graph?.enqueueTaskStart { [weak self] in self?.start() } }
    }

    override func didDisappear() { cancel() }

    override func didCover() { cancel() }

    override func didUncover() {
        graph?.enqueueTaskStart { [weak self] in self?.start() }
    }

    private func cancel() {
        task?.cancel()
        task = nil
    }

    /// Cancels the running task and starts the action again, for a new id.
    func restart() {
        guard graph != nil, isOnScreen else { return }
        task?.cancel()
        graph?.enqueueTaskStart { [weak self] in self?.start() }
    }

    private func start() {
        guard graph != nil, isOnScreen else { return }
        task?.cancel()
        let action = action
        task = Task(priority: priority) { @MainActor in await action() }
    }
}

extension LayoutNode.Kind {
    /// A `Task` node of the laid-out tree.
    public static let task = Self("Task")
}
