import Foundation

/// Where and how a persistent store is kept, as Core Data's `NSPersistentStoreDescription`: an SQLite store at a URL.
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type = "SQLite"
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true

    public override init() {
        super.init()
    }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }
}
