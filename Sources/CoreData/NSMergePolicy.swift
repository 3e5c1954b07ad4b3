import Foundation

/// Core Data's default merge policy, which refuses conflicting saves; Meadow's single-context stores never have one.
public let NSErrorMergePolicy: Any = NSObject()
/// The merge policy apps set on the view context (`context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy`).
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSObject()
/// The merge policy in which the store's values win.
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSObject()
