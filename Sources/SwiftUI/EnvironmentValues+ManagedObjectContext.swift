import CoreData
import Meadow

private struct ManagedObjectContextKey: EnvironmentKey {
    static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The Core Data context views read and save with, as SwiftUI's `managedObjectContext`: what the "Use Core
    /// Data" template's scene delegate sets (`.environment(\.managedObjectContext, context)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
