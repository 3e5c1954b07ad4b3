import Combine
import CoreData
import Meadow

/// The managed objects a fetch request finds in the environment's context, as SwiftUI's `@FetchRequest`: the
/// view is built again whenever the context's objects change (an object inserted, deleted or given a value, and
/// each `save()`), with `animation` when one is given.
///
/// Each evaluation of the view's body fetches again from `\.managedObjectContext`, so the results always include
/// the context's unsaved changes, as SwiftUI's do.
@MainActor
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var viewContext
    @StateObject private var changes = FetchRequestChanges()
    private let request: NSFetchRequest<Result>
    private let animation: Animation?

    /// The objects `fetchRequest` finds.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        self.animation = animation
    }

    /// The objects `fetchRequest` finds, animated with the transaction's animation.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, animation: transaction.animation)
    }

    /// The objects of `entity` that `predicate` is true of, in the order of `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    /// The results: the objects found now.
    public var wrappedValue: FetchedResults<Result> {
        let context = viewContext
        changes.follow(context, animation: animation)
        return FetchedResults((try? context.fetch(request)) ?? [])
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` is true of, in the order of `sortDescriptors`, as Xcode's
    /// template writes it (`@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])`).
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

/// Tells a `@FetchRequest`'s view when its context's objects change.
final class FetchRequestChanges: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private weak var context: NSManagedObjectContext?
    private var subscription: AnyCancellable?

    /// Follows `context`'s changes, if it is not followed already.
    func follow(_ context: NSManagedObjectContext, animation: Animation?) {
        guard context !== self.context || subscription == nil else { return }
        self.context = context
        subscription = context.objectsDidChange.sink { [weak self] in
            guard let self else { return }
            if let animation {
                withAnimation(animation) { self.objectWillChange.send() }
            } else {
                self.objectWillChange.send()
            }
        }
    }
}
