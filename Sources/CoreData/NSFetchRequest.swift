import Foundation

/// What to fetch from a context, as Core Data's `NSFetchRequest`: the entity, which of its objects
/// (`predicate`), in what order (`sortDescriptors`) and how many.
///
/// Predicates are evaluated on the objects with `evaluate(with:)`: `NSPredicate(value:)` and
/// `NSPredicate(block:)` work; a format string (`NSPredicate(format:)`) does not, as swift-corelibs-foundation
/// does not parse predicate formats.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var includesPendingChanges = true
    open var returnsObjectsAsFaults = true
    open var includesPropertyValues = true

    public override init() {
        super.init()
    }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// The result type as a managed object class, when the request names one (`NSFetchRequest<Card>`).
    var managedObjectClass: NSManagedObject.Type? {
        guard let type = ResultType.self as? NSManagedObject.Type, type != NSManagedObject.self else { return nil }
        return type
    }
}
