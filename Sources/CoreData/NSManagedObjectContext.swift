import Combine
import Foundation

/// The scratch pad of managed objects an app edits and saves, as Core Data's `NSManagedObjectContext`: objects
/// inserted, changed and deleted here are written to the store by `save()`; `fetch(_:)` reads the store's objects
/// with the context's unsaved changes applied, as Core Data does by default (`includesPendingChanges`).
///
/// Each object a context reads from its store is one object for as long as the context keeps it: fetching again
/// gives the same instance, with the values it was given since.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var mergePolicy: Any = NSErrorMergePolicy

    /// The objects read from the store, by entity and row.
    private var registered: [ObjectIdentifier: [Int64: NSManagedObject]] = [:]
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var changed: [NSManagedObject] = []

    /// Sends whenever an object of the context is inserted, changed or deleted, and after each save: what
    /// SwiftUI's `@FetchRequest` follows.
    package let objectsDidChange = PassthroughSubject<Void, Never>()

    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || changed.contains { $0.hasChanges } }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var updatedObjects: Set<NSManagedObject> { Set(changed.filter { $0.isUpdated }) }
    open var registeredObjects: Set<NSManagedObject> {
        Set(registered.values.flatMap(\.values) + inserted)
    }

    /// Adds a new object, to be written by the next `save()`.
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext == nil || object.managedObjectContext === self, !object.insertedFlag else { return }
        object.managedObjectContext = self
        object.insertedFlag = true
        inserted.append(object)
        object.awakeFromInsert()
        objectsDidChange.send()
    }

    /// Marks `object` deleted: fetches leave it out, and the next `save()` removes it from the store.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.deletedFlag else { return }
        object.objectWillChange.send()
        if object.insertedFlag {
            object.insertedFlag = false
            inserted.removeAll { $0 === object }
        } else {
            deleted.append(object)
        }
        object.deletedFlag = true
        objectsDidChange.send()
    }

    /// The objects of `request`'s entity that match its predicate, in its sort order, from its offset up to its
    /// limit: the store's objects with this context's changes, and the objects inserted and not saved yet.
    open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
        let entity = try entity(for: request)
        if let type = request.managedObjectClass { ManagedObjectClasses.register(type) }
        var objects = try storedObjects(of: entity).filter { !$0.deletedFlag }
        if request.includesPendingChanges {
            objects += inserted.filter { $0.entity === entity }
        }
        if let predicate = request.predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = Self.sorted(objects, by: descriptors)
        }
        var results = Array(objects.dropFirst(request.fetchOffset))
        if request.fetchLimit > 0 { results = Array(results.prefix(request.fetchLimit)) }
        return results.compactMap { $0 as? T }
    }

    /// How many objects `fetch(_:)` would return for `request`.
    open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

    /// The object whose ID is `objectID`, registered in this context.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let key = objectID.key, let object = registered[ObjectIdentifier(objectID.entity)]?[key] { return object }
        if let object = inserted.first(where: { $0.objectID == objectID }) { return object }
        preconditionFailure("no object with the ID \(objectID) in this context")
    }

    /// Writes the inserted, changed and deleted objects to the store in one transaction, then posts
    /// `NSManagedObjectContextDidSave` with them. A context with no changes writes nothing.
    open func save() throws {
        guard hasChanges else { return }
        let insertedNow = inserted
        let updatedNow = changed.filter { $0.isUpdated }
        let deletedNow = deleted
        if let store = persistentStoreCoordinator?.store {
            try store.transaction {
                for object in insertedNow {
                    let key = try store.insert(object.values, of: object.entity)
                    object.objectID = NSManagedObjectID(entity: object.entity, key: key)
                    registered[ObjectIdentifier(object.entity), default: [:]][key] = object
                }
                for object in updatedNow {
                    if let key = object.objectID.key { try store.update(key, object.values, of: object.entity) }
                }
                for object in deletedNow {
                    if let key = object.objectID.key {
                        try store.delete(key, of: object.entity)
                        registered[ObjectIdentifier(object.entity)]?[key] = nil
                    }
                }
            }
        }
        for object in insertedNow + updatedNow {
            object.insertedFlag = false
            object.committedValues = object.values
        }
        for object in deletedNow { object.managedObjectContext = nil }
        inserted = []
        deleted = []
        changed = []
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [NSInsertedObjectsKey: Set(insertedNow), NSUpdatedObjectsKey: Set(updatedNow), NSDeletedObjectsKey: Set(deletedNow)])
        objectsDidChange.send()
    }

    /// Puts every object back as the store has it: inserted objects leave the context, deleted ones come back.
    open func rollback() {
        for object in inserted {
            object.insertedFlag = false
            object.managedObjectContext = nil
        }
        for object in deleted { object.deletedFlag = false }
        for object in changed { object.values = object.committedValues }
        inserted = []
        deleted = []
        changed = []
        objectsDidChange.send()
    }

    /// Forgets every object it holds, saved or not.
    open func reset() {
        registered = [:]
        inserted = []
        deleted = []
        changed = []
        objectsDidChange.send()
    }

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

    /// Notes that one of the context's objects had a value set.
    func objectDidChange(_ object: NSManagedObject) {
        if !object.insertedFlag, !changed.contains(where: { $0 === object }) { changed.append(object) }
        objectsDidChange.send()
    }

    /// The entity of the model whose class is `type`.
    func entity(forClass type: AnyClass) -> NSEntityDescription? {
        persistentStoreCoordinator?.managedObjectModel.entity(forClass: type)
    }

    /// The class of `entity`'s objects: the class named by the model in the app's module, else `NSManagedObject`.
    func managedObjectClass(for entity: NSEntityDescription) -> NSManagedObject.Type {
        ManagedObjectClasses.class(for: entity)
    }

    private func entity<T>(for request: NSFetchRequest<T>) throws -> NSEntityDescription {
        if let entity = request.entity { return entity }
        let model = persistentStoreCoordinator?.managedObjectModel
        if let name = request.entityName, let entity = model?.entitiesByName[name] { return entity }
        if let type = request.managedObjectClass, let entity = model?.entity(forClass: type) { return entity }
        throw NSError(
            domain: NSCocoaErrorDomain, code: 134_020,
            userInfo: [NSLocalizedDescriptionKey: "NSFetchRequest could not locate an NSEntityDescription for entity name '\(request.entityName ?? "")'"])
    }

    /// The objects of `entity` in the store, each one instance for this context.
    private func storedObjects(of entity: NSEntityDescription) throws -> [NSManagedObject] {
        guard let store = persistentStoreCoordinator?.store else { return [] }
        let objectClass = managedObjectClass(for: entity)
        var known = registered[ObjectIdentifier(entity)] ?? [:]
        var objects: [NSManagedObject] = []
        for row in try store.rows(of: entity) {
            if let object = known[row.key] {
                objects.append(object)
                continue
            }
            let object = objectClass.init(entity: entity, insertInto: nil)
            object.managedObjectContext = self
            object.objectID = NSManagedObjectID(entity: entity, key: row.key)
            object.values = row.values
            object.committedValues = row.values
            known[row.key] = object
            object.awakeFromFetch()
            objects.append(object)
        }
        registered[ObjectIdentifier(entity)] = known
        return objects
    }

    private static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        objects.enumerated().sorted { first, second in
            for descriptor in descriptors {
                let order = descriptor.compare(first.element, to: second.element)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return first.offset < second.offset
        }.map(\.element)
    }
}
