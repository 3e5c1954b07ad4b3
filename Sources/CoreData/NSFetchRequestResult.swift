import Foundation

/// What a fetch request can return, as Core Data's `NSFetchRequestResult`: managed objects and their IDs.
public protocol NSFetchRequestResult: NSObjectProtocol {}
