import Foundation

/// A property of an entity, as Core Data's `NSPropertyDescription`: its name and whether it may be nil.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name = ""
    open var isOptional = true
    /// The entity the property belongs to.
    open internal(set) weak var entity: NSEntityDescription?

    public override init() {
        super.init()
    }
}
