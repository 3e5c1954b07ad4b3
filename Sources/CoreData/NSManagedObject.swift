import Combine
import Foundation

/// An object of an entity, kept by a context, as Core Data's `NSManagedObject`: its attributes' values by name,
/// and whether it is inserted, changed or deleted since its context last saved.
///
/// Xcode's code generation declares each attribute as an `@NSManaged` property of a subclass. Swift on Linux has
/// no Objective-C runtime to give such properties their accessors, so `meadow run` writes each as a computed
/// property over `value(forKey:)` and `setValue(_:forKey:)` (the classes it generates from the model, and the
/// `@NSManaged` lines of an app's own classes).
///
/// As on iOS 13 and later it is an `ObservableObject`: a view holding an object with `@ObservedObject` is built
/// again when one of its values is set.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, @unchecked Sendable {
    open private(set) var entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    open internal(set) var objectID: NSManagedObjectID
    public let objectWillChange = ObservableObjectPublisher()

    /// The values as the store has them (empty for an object not saved yet).
    var committedValues: [String: Any] = [:]
    /// The values now, saved or not.
    var values: [String: Any] = [:]
    var insertedFlag = false
    var deletedFlag = false

    /// An object of `entity`, inserted into `context` when there is one, with the model's default values.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, key: nil)
        super.init()
        ManagedObjectClasses.register(type(of: self))
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        context?.insert(self)
    }

    /// A new object of the entity whose class is this one, inserted into `context`, as apps make them
    /// (`Item(context: viewContext)`).
    public convenience init(context: NSManagedObjectContext) {
        guard let entity = context.entity(forClass: Self.self) else {
            preconditionFailure("An NSManagedObject of class '\(Self.self)' must have a valid NSEntityDescription: no entity of the context's model has that class")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The entity of this class in the model of the last container loaded, as Core Data's `entity()`.
    open class func entity() -> NSEntityDescription {
        guard let entity = NSManagedObjectModel.loaded.lazy.compactMap({ $0.entity(forClass: self) }).first else {
            preconditionFailure("No NSEntityDescription for class '\(self)': load a container whose model has it first")
        }
        return entity
    }

    open var isInserted: Bool { insertedFlag }
    open var isDeleted: Bool { deletedFlag }
    open var isUpdated: Bool { !insertedFlag && !deletedFlag && hasPersistentChangedValues }
    open var hasChanges: Bool { insertedFlag || deletedFlag || hasPersistentChangedValues }
    /// Whether the object was deleted from the store, or never belonged to a context.
    open var isFault: Bool { false }

    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

    /// The values that differ from the saved ones, by attribute name.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for name in Set(values.keys).union(committedValues.keys)
        where ManagedValue.column(values[name]) != ManagedValue.column(committedValues[name]) {
            changed[name] = values[name] ?? NSNull()
        }
        return changed
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committedValues }
        return committedValues.filter { keys.contains($0.key) }
    }

    /// The value of the attribute `key`; nil when it has none. An attribute the entity lacks stops the app, as
    /// Core Data's "not key value coding-compliant" does.
    open func value(forKey key: String) -> Any? {
        precondition(entity.propertiesByName[key] != nil, "the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\".")
        return values[key]
    }

    /// Sets the attribute `key`, announcing the change to the object's observers and its context.
    open func setValue(_ value: Any?, forKey key: String) {
        precondition(entity.propertiesByName[key] != nil, "the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\".")
        objectWillChange.send()
        values[key] = ManagedValue.unwrapped(value)
        managedObjectContext?.objectDidChange(self)
    }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = ManagedValue.unwrapped(value)
    }

    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    /// Called once when the object is first inserted into a context; subclasses set initial values here.
    open func awakeFromInsert() {}
    /// Called when the object is made from the store's row.
    open func awakeFromFetch() {}

    /// The attribute `key` as the type a property declares, for the accessors `meadow run` writes in place of
    /// `@NSManaged` (`var title: String?`, `var count: Int16`).
    public func _managedValue<Value>(forKey key: String) -> Value {
        let value = value(forKey: key)
        guard let typed = ManagedValue.typed(value, as: Value.self) else {
            preconditionFailure("\(entity.name ?? "")'s \(key) is \(value.map { "\(type(of: $0))" } ?? "nil"), which is not a \(Value.self)")
        }
        return typed
    }

    /// Sets the attribute `key` from a property's setter written in place of `@NSManaged`.
    public func _setManagedValue<Value>(_ value: Value, forKey key: String) {
        setValue(ManagedValue.unwrapped(value), forKey: key)
    }

    open override var description: String {
        let shown = values.keys.sorted().map { "    \($0) = \(values[$0].map { "\($0)" } ?? "nil");" }
        return "<\(type(of: self)): \(objectID)> (entity: \(entity.name ?? ""); data: {\n\(shown.joined(separator: "\n"))\n})"
    }
}
