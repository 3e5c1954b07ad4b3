import Foundation

extension Notification.Name {
    /// Posted after a context saves, with the saved objects under `NSInsertedObjectsKey`, `NSUpdatedObjectsKey`
    /// and `NSDeletedObjectsKey`.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
