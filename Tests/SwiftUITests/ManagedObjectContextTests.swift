import CoreData
import SwiftUI
import Testing

/// Xcode's "Use Core Data" template stack, as iOS 13-era apps keep it in their app delegate and hand to SwiftUI.
@Suite("Core Data's template stack")
struct ManagedObjectContextTests {
    @Test("The container loads its one store without an error, named after it in the Application Support folder")
    func loadsStores() {
        let container = NSPersistentContainer(name: "Onboarding")
        var loaded: [(URL?, Bool)] = []
        container.loadPersistentStores { description, error in loaded.append((description.url, error == nil)) }
        #expect(loaded.count == 1)
        #expect(loaded.first?.0?.lastPathComponent == "Onboarding.sqlite")
        #expect(loaded.first?.0?.deletingLastPathComponent() == NSPersistentContainer.defaultDirectoryURL())
        #expect(loaded.first?.1 == true)
    }

    @Test("The view context is a main-queue context with no changes, whose save has nothing to write")
    func savesNothing() throws {
        let context = NSPersistentContainer(name: "Onboarding").viewContext
        #expect(context.concurrencyType == .mainQueueConcurrencyType)
        #expect(!context.hasChanges)
        try context.save()
    }

    @Test("The context set with environment(\\.managedObjectContext, _:) is the one views read")
    func environment() {
        let context = NSPersistentContainer(name: "Onboarding").viewContext
        var values = EnvironmentValues()
        #expect(values.managedObjectContext !== context)
        values.managedObjectContext = context
        #expect(values.managedObjectContext === context)
    }
}
