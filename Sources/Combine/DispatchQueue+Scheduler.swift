import Dispatch

extension DispatchQueue: Scheduler {
    /// How an action scheduled on a dispatch queue runs, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Runs `action` asynchronously on the queue (on `DispatchQueue.main`, in the main run loop's next turn).
    /// As in Combine, the action is not required to be `Sendable`: the caller chose the queue it runs on.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        nonisolated(unsafe) let action = action
        async(group: options.group, qos: options.qos, flags: options.flags) { action() }
    }
}
