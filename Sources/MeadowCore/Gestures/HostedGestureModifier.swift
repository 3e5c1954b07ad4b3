import Foundation

/// Attaches hosted recognisers (UIKit's gesture recognisers on a UIKit view shown in SwiftUI) to a view: they see
/// every touch that lands on it and take precedence over the gestures of its subviews, as a UIKit view's
/// recognisers see its touches before the views inside it do.
struct HostedGestureModifier: ViewModifier, PrimitiveModifier {
    let recognizers: [any HostedGestureRecognizer]

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let hostedNode = node.reused { HostedGestureNode() }
        hostedNode.recognizers = recognizers
        context.buildContent(content, of: hostedNode)
        return hostedNode
    }
}

/// A view with hosted recognisers; lays out as its child and offers one engine recogniser per hosted one, kept
/// across touches (a hosted recogniser keeps its own state from touch to touch, as UIKit's do).
final class HostedGestureNode: ViewNode, GestureProvider {
    var recognizers: [any HostedGestureRecognizer] = [] {
        didSet { adapters = adapters.filter { adapter in recognizers.contains { $0 === adapter.hosted } } }
    }
    private var adapters: [HostedRecognizerAdapter] = []

    override var kind: LayoutNode.Kind { .hostedGestures }

    func gestureRecognizers() -> [any GestureRecognizer] {
        recognizers.map { hosted in
            if !hosted.isAwaitingNextTouch { hosted.prepareForTouch() }
            if let adapter = adapters.first(where: { $0.hosted === hosted }) { return adapter }
            let adapter = HostedRecognizerAdapter(hosted, node: self)
            adapters.append(adapter)
            return adapter
        }
    }
}

/// A hosted recogniser as the engine sees it: touches in the node's coordinates, `high` priority.
private final class HostedRecognizerAdapter: GestureRecognizer {
    let hosted: any HostedGestureRecognizer
    private weak var node: ViewNode?

    init(_ hosted: any HostedGestureRecognizer, node: ViewNode) {
        self.hosted = hosted
        self.node = node
    }

    var priority: GesturePriority { .high }

    var state: GestureRecognizerState {
        switch hosted.hostedState {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .failed: .failed
        }
    }

    var isAwaitingNextTouch: Bool { hosted.isAwaitingNextTouch }

    var awaitsClock: Bool { hosted.awaitsClock }

    func handle(_ event: TouchEvent) { hosted.handle(HostedTouch(event, in: node?.frame ?? .zero)) }

    func perform() { hosted.perform() }

    func cancel() { hosted.cancel() }
}

extension LayoutNode.Kind {
    /// A view with hosted (UIKit) gesture recognisers attached.
    public static let hostedGestures = Self("HostedGestures")
}

extension View {
    /// Attaches `recognizers`, which see every touch on the view (anywhere in its frame when it has a content
    /// shape) before its subviews' gestures do: how UIKit's gesture recognisers on a UIKit view shown in SwiftUI
    /// take part in Meadow's gestures.
    @_spi(MeadowHost)
    public func hostedGestureRecognizers(_ recognizers: [any HostedGestureRecognizer]) -> some View {
        modifier(HostedGestureModifier(recognizers: recognizers))
    }
}
