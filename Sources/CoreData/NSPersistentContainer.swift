import Foundation

/// The Core Data stack of Xcode's "Use Core Data" template, as Core Data's `NSPersistentContainer`: a name, a store
/// description and a main-queue view context.
///
/// Its store is described where iOS keeps it, `<name>.sqlite` in the Application Support folder FileManager names,
/// and loading it succeeds; with no entities (see `NSManagedObjectContext`) nothing is ever written there, so no
/// file is made.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let viewContext: NSManagedObjectContext
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public init(name: String) {
        self.name = name
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
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

    /// Loads each described store, calling `block` once per store with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }

    /// Runs `block` with a new background context on a background queue.
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        DispatchQueue.global().async { block(context) }
    }
}
