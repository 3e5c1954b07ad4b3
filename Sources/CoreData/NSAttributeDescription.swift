import Foundation

/// An attribute of an entity, as Core Data's `NSAttributeDescription`: a value of one of Core Data's types, with
/// the default a new object takes.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var defaultValue: Any?

    /// The Swift type Xcode's code generation declares for the attribute: a scalar (`Int16`, `Bool`, `Double`)
    /// when the model asks for one (`usesScalarValueType`), else an optional object type (`String?`, `Date?`).
    package var usesScalarValueType = false

    public override init() {
        super.init()
    }
}
