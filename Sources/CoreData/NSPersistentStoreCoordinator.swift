import Foundation

/// Joins a model to its store, as Core Data's `NSPersistentStoreCoordinator`. Meadow keeps one store per
/// coordinator: a SQLite file, or a database in memory for `NSInMemoryStoreType` and for the URL `/dev/null`
/// (which Xcode's template gives its previews' container).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// The store objects are written to: the first added.
    var store: SQLiteStore? { persistentStores.first?.database }

    /// Opens the store of `storeType` at `storeURL`, making the file and its tables when they are not there.
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]?
    ) throws -> NSPersistentStore {
        let inMemory = storeType == NSInMemoryStoreType || storeURL == nil || storeURL?.path == "/dev/null"
        do {
            let database = try SQLiteStore(path: inMemory ? nil : storeURL?.path, model: managedObjectModel)
            let store = NSPersistentStore(type: storeType, url: storeURL, database: database)
            persistentStores.append(store)
            return store
        } catch {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134_000,
                userInfo: [NSLocalizedDescriptionKey: "cannot open the store at \(storeURL?.path ?? "memory"): \(error)", NSUnderlyingErrorKey: error])
        }
    }

    /// Opens the store `description` describes and calls `block` with it and the error, if any.
    open func addPersistentStore(
        with description: NSPersistentStoreDescription, completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
    ) {
        do {
            try addPersistentStore(ofType: description.type, configurationName: description.configuration, at: description.url, options: nil)
            block(description, nil)
        } catch {
            block(description, error)
        }
    }
}
