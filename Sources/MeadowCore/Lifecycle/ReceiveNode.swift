import Combine
import Foundation

/// Keeps the subscription of an `onReceive` while its view is in the tree; lays out as its content.
final class ReceiveNode<Output>: ViewNode {
    private let handler = ReceiveHandler<Output>()
    private var publisher: Any?
    private var subscribe: ((ReceiveHandler<Output>) -> AnyCancellable)?
    private var subscription: AnyCancellable?

    override var kind: LayoutNode.Kind { .onReceive }

    /// Takes the latest action, and subscribes again when `publisher` differs from the one subscribed to.
    func update<P: Publisher>(_ publisher: P, action: @escaping (Output) -> Void) where P.Output == Output, P.Failure == Never {
        handler.action = action
        if let current = self.publisher, ViewInputs.isEqual(current, publisher) { return }
        self.publisher = publisher
        subscribe = { handler in publisher.sink { handler.perform($0) } }
        if subscription != nil {
            subscription = nil
            graph?.enqueue { [weak self] in self?.start() }
        }
    }

    override func didAppear() {
        graph?.enqueue { [weak self] in self?.start() }
    }

    override func didDisappear() {
        subscription = nil
    }

    private func start() {
        guard graph != nil, subscription == nil, let subscribe else { return }
        subscription = subscribe(handler)
    }
}

/// The action an `onReceive` performs, read by the subscription on whatever thread the publisher sends.
final class ReceiveHandler<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var currentAction: (Output) -> Void = { _ in }

    var action: (Output) -> Void {
        get {
            lock.lock()
            defer { lock.unlock() }
            return currentAction
        }
        set {
            lock.lock()
            currentAction = newValue
            lock.unlock()
        }
    }

    func perform(_ value: Output) {
        action(value)
    }
}

extension LayoutNode.Kind {
    /// A `OnReceive` node of the laid-out tree.
    public static let onReceive = Self("OnReceive")
}
