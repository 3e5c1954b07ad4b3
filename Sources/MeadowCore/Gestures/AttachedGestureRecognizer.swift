import Foundation

/// A gesture's recogniser as a view offers it to the engine: with the priority it was attached with, and the
/// view's frame as the gesture's `.local` coordinate space.
final class AttachedGestureRecognizer<Value>: GestureRecognizer {
    let root: _GestureRecognizer<Value>
    let priority: GesturePriority
    private weak var node: ViewNode?

    init(_ root: _GestureRecognizer<Value>, priority: GesturePriority, node: ViewNode) {
        self.root = root
        self.priority = priority
        self.node = node
    }

    var state: GestureRecognizerState { root.state }

    var isAwaitingNextTouch: Bool { root.isAwaitingNextTouch }

    var awaitsClock: Bool { root.awaitsClock }

    func handle(_ event: TouchEvent) {
        var event = event
        event.localFrame = node?.frame ?? .zero
        event.namedOrigins = node?.namedCoordinateSpacesIncludingSelf ?? [:]
        root.handle(event)
    }

    func perform() {
        root.perform()
    }

    func cancel() {
        root.cancel()
    }
}
