import CoreData
import Foundation
import Testing

/// Core Data's common path as Xcode's templates and apps use it: a model read from its `.xcdatamodeld`, objects
/// saved to SQLite and fetched back sorted and filtered.
@Suite("Core Data's stack over SQLite", .serialized)
final class CoreDataStackTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A container of the Wallet model whose store is `Wallet.sqlite` in the test's folder, loaded.
    private func container(storeName: String = "Wallet.sqlite") throws -> NSPersistentContainer {
        let model = try #require(NSManagedObjectModel(contentsOf: try WalletModel.write(in: folder)))
        let container = NSPersistentContainer(name: "Wallet", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: folder.appendingPathComponent(storeName))]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        return container
    }

    private func date(_ day: Int) -> Date { Date(timeIntervalSinceReferenceDate: Double(day) * 86_400) }

    @Test("The model is the .xcdatamodeld's current version: its entities, attribute types, optionality and defaults")
    func readsModel() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: try WalletModel.write(in: folder)))
        #expect(model.entities.map(\.name) == ["Card", "Note"])
        let card = try #require(model.entitiesByName["Card"])
        #expect(card.managedObjectClassName == "Card")
        #expect(card.properties.map(\.name) == ["color", "expMonth", "limit", "isFrozen", "name", "timestamp"])
        let attributes = card.attributesByName
        #expect(attributes["expMonth"]?.attributeType == .integer16AttributeType)
        #expect(attributes["limit"]?.defaultValue as? Int32 == 500)
        #expect(attributes["isFrozen"]?.defaultValue as? Bool == false)
        #expect(attributes["isFrozen"]?.isOptional == false)
        #expect(attributes["timestamp"]?.attributeType == .dateAttributeType)
        #expect(attributes["color"]?.attributeType == .binaryDataAttributeType)
        #expect(model.entitiesByName["Note"]?.attributesByName["text"]?.isOptional == false)
    }

    @Test("A new object has the model's defaults; its properties read and write its values with their Swift types")
    func newObject() throws {
        let context = try container().viewContext
        let card = Card(context: context)
        #expect(card.entity.name == "Card")
        #expect(card.limit == 500)
        #expect(card.expMonth == 0)
        #expect(card.isFrozen == false)
        #expect(card.name == nil)
        card.name = "Visa"
        card.expMonth = 7
        card.color = Data([1, 2, 3])
        #expect(card.name == "Visa")
        #expect(card.value(forKey: "expMonth") as? Int16 == 7)
        #expect(card.isInserted)
        #expect(context.hasChanges)
        #expect(card.objectID.isTemporaryID)
    }

    @Test("Saved objects are in the SQLite file: a new container on the same store fetches them with their values")
    func savesToSQLite() throws {
        let first = try container()
        let card = Card(context: first.viewContext)
        card.name = "Visa"
        card.expMonth = 12
        card.isFrozen = true
        card.timestamp = date(3)
        card.color = Data([0xFF, 0, 0x80])
        try first.viewContext.save()
        #expect(!first.viewContext.hasChanges)
        #expect(!card.objectID.isTemporaryID)
        #expect(card.objectID.uriRepresentation().absoluteString == "x-coredata:///Card/p1")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Wallet.sqlite").path))

        let second = try container()
        let cards = try second.viewContext.fetch(Card.fetchRequest())
        #expect(cards.count == 1)
        let read = try #require(cards.first)
        #expect(read !== card)
        #expect(read.name == "Visa")
        #expect(read.expMonth == 12)
        #expect(read.isFrozen)
        #expect(read.limit == 500)
        #expect(read.timestamp == date(3))
        #expect(read.color == Data([0xFF, 0, 0x80]))
    }

    @Test("A change and a deletion are saved; fetching again gives the same objects, without the deleted one")
    func updatesAndDeletes() throws {
        let stack = try container()
        let context = stack.viewContext
        for name in ["Visa", "Amex", "Discover"] { Card(context: context).name = name }
        try context.save()
        let cards = try context.fetch(Card.fetchRequest())
        let visa = try #require(cards.first { $0.name == "Visa" })
        visa.limit = 900
        #expect(visa.isUpdated)
        #expect(context.updatedObjects == [visa])
        context.delete(try #require(cards.first { $0.name == "Amex" }))
        #expect(try context.fetch(Card.fetchRequest()).count == 2)
        try context.save()
        let again = try context.fetch(Card.fetchRequest())
        #expect(again.count == 2)
        #expect(again.contains { $0 === visa })

        let reread = try container().viewContext.fetch(Card.fetchRequest())
        #expect(reread.compactMap(\.name).sorted() == ["Discover", "Visa"])
        #expect(reread.first { $0.name == "Visa" }?.limit == 900)
    }

    @Test("A fetch includes objects inserted and not saved yet, as Core Data's includesPendingChanges does")
    func fetchesPendingInserts() throws {
        let context = try container().viewContext
        Card(context: context).name = "Visa"
        #expect(try context.fetch(Card.fetchRequest()).map(\.name) == ["Visa"])
        #expect(try context.count(for: Card.fetchRequest()) == 1)
        let request = Card.fetchRequest()
        request.includesPendingChanges = false
        #expect(try context.fetch(request).isEmpty)
    }

    @Test("Sort descriptors by key path (an optional date, nil first) and by key, ascending and descending, in order")
    func sorts() throws {
        let context = try container().viewContext
        let rows: [(String, Int32, Date?)] = [("B", 200, date(2)), ("A", 200, date(5)), ("C", 100, nil), ("D", 300, date(1))]
        for (name, limit, timestamp) in rows {
            let card = Card(context: context)
            card.name = name
            card.limit = limit
            card.timestamp = timestamp
        }
        try context.save()
        let request = Card.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Card.timestamp, ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["C", "D", "B", "A"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Card.timestamp, ascending: false)]
        #expect(try context.fetch(request).map(\.name) == ["A", "B", "D", "C"])
        request.sortDescriptors = [NSSortDescriptor(key: "limit", ascending: false), NSSortDescriptor(key: "name", ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["D", "A", "B", "C"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Card.limit, ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["C", "B", "A", "D"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == ["B", "A"])
    }

    @Test("A predicate made from a block, or a constant, chooses the objects it is true of")
    func filters() throws {
        let context = try container().viewContext
        for (name, frozen) in [("Visa", true), ("Amex", false), ("Discover", true)] {
            let card = Card(context: context)
            card.name = name
            card.isFrozen = frozen
        }
        let request = Card.fetchRequest()
        request.predicate = NSPredicate { object, _ in (object as? Card)?.isFrozen == true }
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["Discover", "Visa"])
        request.predicate = NSPredicate(value: false)
        #expect(try context.fetch(request).isEmpty)
    }

    @Test("An entity with no class of its own gives NSManagedObjects read by key; its store keeps them too")
    func genericObjects() throws {
        let stack = try container()
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: stack.viewContext)
        #expect(type(of: note) == NSManagedObject.self)
        note.setValue("Milk", forKey: "text")
        try stack.viewContext.save()
        let notes = try container().viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
        #expect(notes.map { $0.value(forKey: "text") as? String } == ["Milk"])
    }

    @Test("Saving posts NSManagedObjectContextDidSave with the inserted objects; rollback undoes unsaved work")
    func notifiesAndRollsBack() throws {
        let context = try container().viewContext
        var inserted: Set<NSManagedObject> = []
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) {
            inserted = $0.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let card = Card(context: context)
        try context.save()
        #expect(inserted == [card])
        card.name = "Changed"
        Card(context: context).name = "Unsaved"
        context.rollback()
        #expect(card.name == nil)
        #expect(try context.fetch(Card.fetchRequest()).count == 1)
    }

    @Test("The URL /dev/null, as Xcode's template gives its previews, is a store in memory: nothing is written")
    func inMemoryStore() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: try WalletModel.write(in: folder)))
        let container = NSPersistentContainer(name: "Wallet", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        Card(context: container.viewContext).name = "Preview"
        try container.viewContext.save()
        #expect(try container.viewContext.fetch(Card.fetchRequest()).map(\.name) == ["Preview"])
    }
}
