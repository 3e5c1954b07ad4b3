import Foundation

/// A store a coordinator reads and writes, as Core Data's `NSPersistentStore`: its type and where it is.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String
    open var configurationName = "PF_DEFAULT_CONFIGURATION_NAME"
    open var isReadOnly = false
    let database: SQLiteStore

    init(type: String, url: URL?, database: SQLiteStore) {
        self.type = type
        self.url = url
        self.database = database
        super.init()
    }
}

/// The SQLite store type, as Core Data's `NSSQLiteStoreType`.
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type, as Core Data's `NSInMemoryStoreType`.
public let NSInMemoryStoreType = "InMemory"
