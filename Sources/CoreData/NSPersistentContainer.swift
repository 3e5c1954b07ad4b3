import Foundation

/// The Core Data stack of Xcode's "Use Core Data" template, as Core Data's `NSPersistentContainer`: the model named
/// like the container, a coordinator, its SQLite store and a main-queue view context.
///
/// The model is the app's `<name>.xcdatamodeld` (bundled by `meadow run`; `<name>.momd` is looked for first). The
/// store is where iOS keeps it, `<name>.sqlite` in the Application Support folder FileManager names (the app's own
/// XDG folder), made by `loadPersistentStores` when it is not there.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public let viewContext: NSManagedObjectContext
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The container of the model named `name` in the app's bundle; as on iOS, a name with no model logs the
    /// failure and gives a container of an empty model.
    public convenience init(name: String) {
        let model = NSManagedObjectModel.named(name)
        if model == nil {
            FileHandle.standardError.write(Data("CoreData: error: Failed to load model named \(name)\n".utf8))
        }
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
        ]
        super.init()
    }

    /// The folder stores go in: the user's Application Support folder.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
    }

    /// Loads each described store, calling `block` once per store with the error opening it, if any.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        if !managedObjectModel.entities.isEmpty { NSManagedObjectModel.loaded.insert(managedObjectModel, at: 0) }
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context on a background queue.
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        DispatchQueue.global().async { block(context) }
    }
}
