import Foundation

/// An object that announces its changes before they happen, as Combine's `ObservableObject`.
///
/// A class that leaves `objectWillChange` out gets an `ObservableObjectPublisher` that each of its `@Published`
/// properties (its superclasses' included) sends before its value changes.
public protocol ObservableObject: AnyObject {
    /// The type of the publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties send before they change.
    ///
    /// As Combine does, it finds the `@Published` properties by reflection and gives them all one publisher the
    /// first time it is asked for; an object with no `@Published` property gets a publisher that never sends.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedFields.publisher(for: self)
    }
}

/// Finds an object's `@Published` storage and hands all of it one `ObservableObjectPublisher`.
enum PublishedFields {
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            fields += current.children.compactMap { $0.value as? any PublishedField }
            mirror = current.superclassMirror
        }
        lock.lock()
        defer { lock.unlock() }
        if let installed = fields.lazy.compactMap(\.objectWillChange).first { return installed }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.objectWillChange = publisher }
        return publisher
    }
}

/// A `@Published` property, which sends its object's `objectWillChange` once it has one.
protocol PublishedField {
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}
