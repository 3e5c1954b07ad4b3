import Foundation

/// The entities an app stores, as Core Data's `NSManagedObjectModel`, read from the data model Xcode's model editor
/// writes (`Name.xcdatamodeld`, holding one `.xcdatamodel` per version, each with its `contents` file).
///
/// On iOS the model is compiled into the app as `Name.momd`; `meadow run` bundles the `.xcdatamodeld` itself, and
/// the model is read from it at launch.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }

    public override init() {
        super.init()
    }

    /// The model at `url`: an `.xcdatamodeld` (its current version, named by `.xccurrentversion`, else its only or
    /// last version), an `.xcdatamodel`, or a `.momd` folder holding either; nil when none can be read.
    public convenience init?(contentsOf url: URL) {
        guard let contents = Self.contentsFile(in: url), let data = try? Data(contentsOf: contents),
            let entities = try? DataModelReader.entities(in: data)
        else { return nil }
        self.init()
        self.entities = entities
    }

    open var entitiesByName: [String: NSEntityDescription] {
        var byName: [String: NSEntityDescription] = [:]
        for entity in entities {
            if let name = entity.name { byName[name] = entity }
        }
        return byName
    }

    /// The models of the containers loaded so far, where `NSManagedObject.entity()` looks for its class.
    nonisolated(unsafe) static var loaded: [NSManagedObjectModel] = []

    /// The entity whose objects are of `type`'s class (by its name without a module, as Xcode's model names it).
    func entity(forClass type: AnyClass) -> NSEntityDescription? {
        let name = String(describing: type)
        return entities.first { $0.unqualifiedClassName == name }
    }

    /// The model named `name` in the app's bundle (`name.momd`, else `name.xcdatamodeld`), as
    /// `NSPersistentContainer(name:)` finds it.
    static func named(_ name: String, in bundle: Bundle = .main) -> NSManagedObjectModel? {
        for ext in ["momd", "xcdatamodeld", "xcdatamodel"] {
            if let url = bundle.url(forResource: name, withExtension: ext), let model = NSManagedObjectModel(contentsOf: url) {
                return model
            }
        }
        return nil
    }

    /// The `contents` file of the model version at `url`.
    static func contentsFile(in url: URL) -> URL? {
        let manager = FileManager.default
        switch url.pathExtension {
        case "xcdatamodel":
            let contents = url.appendingPathComponent("contents")
            return manager.fileExists(atPath: contents.path) ? contents : nil
        case "xcdatamodeld", "momd":
            let current = url.appendingPathComponent(".xccurrentversion")
            if let data = try? Data(contentsOf: current),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let name = plist["_XCCurrentVersionName"] as? String,
                let contents = contentsFile(in: url.appendingPathComponent(name))
            {
                return contents
            }
            let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            return versions.last.flatMap { contentsFile(in: url.appendingPathComponent($0)) }
        default:
            return nil
        }
    }
}
