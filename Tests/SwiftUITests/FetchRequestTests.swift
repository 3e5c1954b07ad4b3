import CoreData
import MeadowTestSupport
import SwiftUI
import Testing

/// An entity as Xcode's "Class Definition" code generation makes it, in the form `meadow run` compiles on Linux.
final class Fruit: NSManagedObject {}

extension Fruit {
    var name: String? {
        get { _managedValue(forKey: "name") }
        set { _setManagedValue(newValue, forKey: "name") }
    }
}

extension Fruit: Identifiable {}

/// Xcode's Core Data template list: the objects of a `@FetchRequest` sorted by name, and a button that inserts
/// one and saves.
private struct FruitList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Fruit.name, ascending: true)], animation: .default)
    private var fruits: FetchedResults<Fruit>

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                Text(fruit.name ?? "")
            }
            Text("\(fruits.count) fruits")
            Button("Add") {
                Fruit(context: viewContext).name = "Cherry"
                try? viewContext.save()
            }
        }
    }
}

@MainActor
@Suite("@FetchRequest", .serialized)
struct FetchRequestTests {
    /// A container of one entity, Fruit, with a store in memory.
    private func container() throws -> NSPersistentContainer {
        let name = NSAttributeDescription()
        name.name = "name"
        name.attributeType = .stringAttributeType
        let fruit = NSEntityDescription()
        fruit.name = "Fruit"
        fruit.managedObjectClassName = "Fruit"
        fruit.properties = [name]
        let model = NSManagedObjectModel()
        model.entities = [fruit]
        let container = NSPersistentContainer(name: "Fruits", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        return container
    }

    private func shownNames(_ driver: InteractionDriver) -> [String] {
        driver.layoutTree.allNodes.compactMap(\.text).filter { ["Apple", "Banana", "Cherry"].contains($0) }
    }

    @Test("Its view shows the context's objects in order and is built again after an insert and save, a change and a delete")
    func updatesAfterSave() throws {
        let stack = try container()
        let context = stack.viewContext
        Fruit(context: context).name = "Banana"
        Fruit(context: context).name = "Apple"
        try context.save()
        let driver = InteractionDriver(FruitList().environment(\.managedObjectContext, context))
        #expect(shownNames(driver) == ["Apple", "Banana"])
        #expect(driver.find(text: "2 fruits") != nil)

        driver.tap(try #require(driver.find(text: "Add")))
        #expect(shownNames(driver) == ["Apple", "Banana", "Cherry"])
        #expect(driver.find(text: "3 fruits") != nil)

        let banana = try #require(try context.fetch(NSFetchRequest<Fruit>(entityName: "Fruit")).first { $0.name == "Banana" })
        context.delete(banana)
        try context.save()
        #expect(shownNames(driver) == ["Apple", "Cherry"])

        let apple = try #require(try context.fetch(NSFetchRequest<Fruit>(entityName: "Fruit")).first { $0.name == "Apple" })
        apple.name = "Banana"
        #expect(shownNames(driver) == ["Banana", "Cherry"])
    }
}
