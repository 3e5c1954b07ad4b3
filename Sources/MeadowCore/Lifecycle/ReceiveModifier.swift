import Combine

/// Performs an action with each value a publisher sends; what `onReceive(_:perform:)` builds.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let receiver = node as? ReceiveNode<P.Output> ?? ReceiveNode()
        receiver.update(publisher, action: action)
        context.buildContent(content, of: receiver)
        return receiver
    }
}

extension View {
    /// Performs `action` with each value `publisher` sends while the view is in the tree, as SwiftUI's
    /// `onReceive(_:perform:)`. The view subscribes once it appears (after the frame's layout, with `onAppear`),
    /// and again only when it is given a different publisher; the action runs on the thread the publisher
    /// sends on (`receive(on: DispatchQueue.main)` brings it to the main queue).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
