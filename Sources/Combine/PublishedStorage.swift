import Foundation

/// Where a `@Published` property keeps its value, the subject behind `$property`, and the object's
/// `objectWillChange` once the object has handed it one.
final class PublishedStorage<Value> {
    private let lock = NSLock()
    private var currentValue: Value
    private var installedPublisher: ObservableObjectPublisher?
    let subject: CurrentValueSubject<Value, Never>
    /// The subscriptions `assign(to: &$property)` made, which live as long as the property.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) {
        currentValue = value
        subject = CurrentValueSubject(value)
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return currentValue
    }

    var objectWillChange: ObservableObjectPublisher? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return installedPublisher
        }
        set {
            lock.lock()
            installedPublisher = newValue
            lock.unlock()
        }
    }

    /// Announces the change to the object's observers, publishes the new value, then stores it.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        subject.send(newValue)
        lock.lock()
        currentValue = newValue
        lock.unlock()
    }

    func keep(_ assignment: AnyCancellable) {
        lock.lock()
        assignments.append(assignment)
        lock.unlock()
    }
}
