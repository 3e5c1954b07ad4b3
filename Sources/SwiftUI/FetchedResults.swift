import CoreData

/// The objects a `@FetchRequest` found, as SwiftUI's `FetchedResults`: a random-access collection of them, in
/// the request's order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]

    init(_ objects: [Result]) {
        self.objects = objects
    }

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }

    public subscript(position: Int) -> Result { objects[position] }
}
