import Foundation

/// A kind of object a model stores, as Core Data's `NSEntityDescription`: its name, the class of its objects and
/// its attributes.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The name of the class of the entity's objects (the model's `representedClassName`).
    open var managedObjectClassName: String?
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }

    /// How Xcode generates the entity's class: `"class"` (Class Definition), `"category"` (Category/Extension),
    /// or nil (Manual/None: the app writes the class).
    package var codeGenerationType: String?

    public override init() {
        super.init()
    }

    open var attributesByName: [String: NSAttributeDescription] {
        var attributes: [String: NSAttributeDescription] = [:]
        for case let attribute as NSAttributeDescription in properties { attributes[attribute.name] = attribute }
        return attributes
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            preconditionFailure("+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        return context.managedObjectClass(for: entity).init(entity: entity, insertInto: context)
    }

    /// The class name without a module (`Card` for `Card`, `.Card` or `SpendingTracker.Card`).
    package var unqualifiedClassName: String? {
        managedObjectClassName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }
}
