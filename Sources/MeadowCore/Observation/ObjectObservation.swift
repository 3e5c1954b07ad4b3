import Combine

/// Subscribes a view's node to the `objectWillChange` of the object one of its `@StateObject`, `@ObservedObject`
/// or `@EnvironmentObject` properties holds, so a change to that object evaluates this view's body again, and no
/// other view's.
///
/// The object announces a change before it happens, on whatever thread makes it; the announcement goes to the
/// graph's `ObservationInbox` with the transaction current at that moment, as an `@Observable` change does, and
/// the next update invalidates the body once however many changes came in between. The subscription lasts as
/// long as the node holds this storage, and moves when the property holds another object.
@MainActor
final class ObjectObservation {
    private weak var observed: AnyObject?
    private var subscription: AnyCancellable?

    /// Makes `object`'s changes invalidate `node`, unless it already does.
    func observe<Object: ObservableObject>(_ object: Object, for node: CompositeNode) {
        guard observed !== object, let inbox = node.observationInbox else { return }
        observed = object
        let reader = ObservationInbox.Reader(observer: node)
        subscription = object.objectWillChange.sink { _ in inbox.post(reader) }
    }
}
