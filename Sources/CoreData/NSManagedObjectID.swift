import Foundation

/// The identity of a managed object, as Core Data's `NSManagedObjectID`: its entity and its row in the store,
/// temporary until the object's context saves it.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    open var entity: NSEntityDescription
    /// The row's key in the store; nil while the object is not saved.
    let key: Int64?
    private let temporaryNumber: Int

    private static let counter = NSLock()
    nonisolated(unsafe) private static var lastTemporaryNumber = 0

    init(entity: NSEntityDescription, key: Int64?) {
        self.entity = entity
        self.key = key
        if key == nil {
            Self.counter.lock()
            Self.lastTemporaryNumber += 1
            temporaryNumber = Self.lastTemporaryNumber
            Self.counter.unlock()
        } else {
            temporaryNumber = 0
        }
        super.init()
    }

    /// Whether the object has not been saved yet.
    open var isTemporaryID: Bool { key == nil }

    /// The ID as a URL, as Core Data writes one: `x-coredata:///Entity/p1` once saved, `t…` before.
    open func uriRepresentation() -> URL {
        let name = entity.name ?? ""
        let row = key.map { "p\($0)" } ?? "t\(temporaryNumber)"
        return URL(string: "x-coredata:///\(name)/\(row)") ?? URL(fileURLWithPath: "/")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.entity === entity && other.key == key && other.temporaryNumber == temporaryNumber
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(entity))
        hasher.combine(key)
        hasher.combine(temporaryNumber)
        return hasher.finalize()
    }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
