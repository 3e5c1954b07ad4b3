import Foundation

/// The scratch pad of managed objects an app edits and saves, as Core Data's `NSManagedObjectContext`, as far as
/// Xcode's "Use Core Data" template uses it: a context with no changes, whose `save()` has nothing to write.
///
/// Meadow's Core Data has no entities, managed objects or fetch requests: an app that declares them stops at
/// compile time naming them, and one that keeps the template's stack without storing anything (apps of the iOS 13
/// era made with the box ticked) runs as it does on iOS.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var name: String?
    open var automaticallyMergesChangesFromParent = false

    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// Whether objects were inserted, changed or deleted since the last save: never, as no object can be.
    open var hasChanges: Bool { false }

    /// Saves the changes to the persistent store: there are none to write.
    open func save() throws {}

    /// Runs `block` on the context's queue: the main queue for a main-queue context, a background one otherwise.
    open func perform(_ block: @escaping @Sendable () -> Void) {
        if concurrencyType == .mainQueueConcurrencyType {
            DispatchQueue.main.async(execute: block)
        } else {
            DispatchQueue.global().async(execute: block)
        }
    }

    /// Runs `block` at once, on the caller's thread, as Core Data does when nothing else runs on the context.
    open func performAndWait(_ block: () -> Void) {
        block()
    }
}

/// The queue a context's work runs on, as Core Data's `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
