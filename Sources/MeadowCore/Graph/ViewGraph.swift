import Foundation

/// The live graph of an app's views on a device: builds nodes from the root view, keeps their state, lays them out
/// in the screen's safe area and produces the display list of a frame.
@MainActor
public final class ViewGraph {
    public let device: Device
    let textSystem: any TextSystem
    private let rootView: any View
    private var environment: EnvironmentValues
    private var root: ViewNode?
    private var needsUpdate = true

    /// Called when state changes and a new frame is due.
    public var onNeedsUpdate: (() -> Void)?

    public init<Root: View>(rootView: Root, device: Device, textSystem: any TextSystem, assetCatalog: AssetCatalog) {
        self.rootView = rootView
        self.device = device
        self.textSystem = textSystem
        environment = EnvironmentValues()
        environment.assetCatalog = assetCatalog
        environment.displayScale = device.scale
        environment.safeArea = SafeAreaGeometry(screen: device.bounds, safe: device.safeBounds)
    }

    func setNeedsUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        onNeedsUpdate?()
    }

    /// Re-evaluates what changed and lays the views out in the safe area, centred as a hosting view does.
    public func update() {
        guard needsUpdate || root == nil else { return }
        needsUpdate = false
        let context = BuildContext(environment: environment, graph: self)
        let node = context.build(rootView, reusing: root)
        root = node
        let safe = device.safeBounds
        let proposal = ProposedViewSize(safe.size)
        node.place(in: CGRect(origin: Alignment.center.origin(of: node.sizeThatFits(proposal), in: safe), size: node.sizeThatFits(proposal)), proposal: proposal)
    }

    /// What the current frame draws.
    public func displayList() -> DisplayList {
        update()
        var list = DisplayList()
        root?.render(into: &list)
        return list
    }

    /// The laid-out tree: every node's kind, frame in root coordinates, text and accessibility identifier.
    public func layoutTree() -> LayoutNode {
        update()
        return root?.snapshot() ?? LayoutNode(kind: "Empty", frame: .zero, text: nil, accessibilityIdentifier: nil, children: [])
    }
}
