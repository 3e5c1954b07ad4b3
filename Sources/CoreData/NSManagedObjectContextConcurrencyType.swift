/// The queue a context's work runs on, as Core Data's `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
