import Foundation

/// The classes of the model's entities, found by the names the model gives them (`representedClassName`), as the
/// Objective-C runtime finds them for Core Data on iOS: a class is known once an object of it is made or fetched
/// for (`Card(context:)`, `NSFetchRequest<Card>`), else looked up by name in the app's module.
enum ManagedObjectClasses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: NSManagedObject.Type] = [:]

    /// Remembers `type` as the class of the entity that names it.
    static func register(_ type: NSManagedObject.Type) {
        guard type != NSManagedObject.self else { return }
        let name = String(describing: type)
        lock.withLock { if known[name] == nil { known[name] = type } }
    }

    /// The class of `entity`'s objects; `NSManagedObject` when the model names none or no such class exists.
    static func `class`(for entity: NSEntityDescription) -> NSManagedObject.Type {
        guard let name = entity.unqualifiedClassName, name != "NSManagedObject" else { return NSManagedObject.self }
        if let type = lock.withLock({ known[name] }) { return type }
        var modules = [ProcessInfo.processInfo.processName]
        if let qualified = entity.managedObjectClassName, qualified.contains("."), !qualified.hasPrefix(".") {
            modules.insert(String(qualified.split(separator: ".")[0]), at: 0)
        }
        for module in modules {
            if let type = _typeByName("\(module).\(name)") as? NSManagedObject.Type {
                register(type)
                return type
            }
        }
        return NSManagedObject.self
    }
}
