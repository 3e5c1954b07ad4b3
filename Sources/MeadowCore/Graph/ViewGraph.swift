import Foundation

/// The live graph of an app's views on a device: builds nodes from the root view, keeps their state, lays them out
/// in the screen's safe area and produces the display list of a frame.
///
/// A frame runs three phases, each only when the host calls it, in order: `update()` evaluates what is invalid,
/// `layout()` places the views, `makeDisplayList()` builds what to draw. Getters (`isAnimating`, `layoutTree()`,
/// `needsUpdate`) read what the last phase left and never run one: a state change shows in `layoutTree()` only
/// after the next `update()` and `layout()`.
///
/// A state change marks the node that owns the state; the next update evaluates only that node's body and the
/// bodies below it whose inputs changed, then layout places again from cached sizes. Time comes from `clock`,
/// which the host advances: between updates, animations move presented values without evaluating any body.
@MainActor
public final class ViewGraph {
    public let device: Device
    let textSystem: any TextSystem
    let clock = AnimationClock()
    private let rootView: any View
    private var environment: EnvironmentValues
    private var root: ViewNode?
    private var dirty: [CompositeNode] = []
    private var pendingTransaction: Transaction?
    private var needsPlacement = true
    private var placedWhileAnimating = false
    /// Whether `update()` opened a transaction that the next `layout()` closes.
    private var isInUpdate = false
    private let gestures = GestureEngine()

    /// Called when state changes and a new frame is due.
    public var onNeedsUpdate: (() -> Void)?

    /// How many view bodies have been evaluated since the graph was made (for benchmarks and tests).
    public internal(set) var bodyEvaluations = 0

    public init<Root: View>(rootView: Root, device: Device, textSystem: any TextSystem, assetCatalog: AssetCatalog) {
        self.rootView = rootView
        self.device = device
        self.textSystem = textSystem
        environment = EnvironmentValues()
        environment.assetCatalog = assetCatalog
        environment.displayScale = device.scale
        environment.safeArea = SafeAreaGeometry(screen: device.bounds, safe: device.safeBounds)
    }

    /// Seconds on the graph's clock.
    public var time: Double { clock.time }

    /// Moves the clock to `time` (never backwards); animations present their values for that moment.
    public func advance(to time: Double) {
        clock.time = max(clock.time, time)
        needsPlacement = true
    }

    /// Moves the clock forward by `seconds`.
    public func step(by seconds: Double) {
        advance(to: clock.time + seconds)
    }

    /// Whether an animation was still running after the last `layout()`, so the host should keep drawing frames.
    /// A pure read: it evaluates and lays out nothing.
    public var isAnimating: Bool { clock.hasAnimations }

    /// Whether state changed since the last frame.
    public var needsUpdate: Bool { !dirty.isEmpty || root == nil }

    func setNeedsUpdate(_ node: CompositeNode, transaction: Transaction) {
        let wasClean = dirty.isEmpty
        dirty.append(node)
        if transaction.animation != nil, !transaction.disablesAnimations {
            pendingTransaction = transaction
        } else if pendingTransaction == nil {
            pendingTransaction = transaction
        }
        if wasClean { onNeedsUpdate?() }
    }

    // MARK: Phases

    /// The first phase of a frame: builds the graph the first time, then evaluates the bodies of the nodes whose
    /// state changed (and below them, those whose inputs changed). Lays nothing out: `layout()` follows, in the
    /// same transaction, so frames that the change moves animate with it.
    public func update() {
        guard root == nil || !dirty.isEmpty else { return }
        var transaction = pendingTransaction ?? Transaction()
        if transaction.disablesAnimations { transaction.animation = nil }
        pendingTransaction = nil
        clock.beginUpdate(animation: transaction.animation)
        isInUpdate = true
        if let root {
            let nodes = dirty
            dirty.removeAll()
            for node in nodes.sorted(by: { $0.depth < $1.depth }) { node.reevaluate(transaction: transaction) }
            _ = root
        } else {
            let context = BuildContext(environment: environment, transaction: transaction, graph: self)
            root = context.build(rootView, reusing: nil)
        }
    }

    /// The second phase: lays the views out in the safe area, centred as a hosting view does, when `update()`
    /// changed something, input moved content, or the clock moved while something animates; otherwise does
    /// nothing. Animations that have finished come to rest here.
    public func layout() {
        if isInUpdate {
            placeRoot()
            clock.endUpdate()
            isInUpdate = false
        } else if needsPlacement, clock.hasAnimations || placedWhileAnimating {
            // Frames that only present animations move nothing with an animation of their own.
            clock.beginUpdate(animation: nil)
            placeRoot()
            clock.endUpdate()
        }
        needsPlacement = false
    }

    /// The third phase: what the laid-out tree draws now, in its parent's coordinates with each node's identity
    /// and version (see `DisplayList`).
    public func makeDisplayList() -> DisplayList {
        var list = DisplayList()
        root?.render(into: &list)
        return list
    }

    private func placeRoot() {
        guard let root else { return }
        let safe = device.safeBounds
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        root.place(in: CGRect(origin: Alignment.center.origin(of: size, in: safe), size: size), proposal: proposal)
        clock.settleFinished()
        placedWhileAnimating = clock.hasAnimations
    }

    // MARK: Input

    /// A finger or the mouse button went down at `point` (points, root coordinates).
    public func pointerDown(at point: CGPoint) {
        guard let root = rootNode else { return }
        gestures.pointerDown(at: point, root: root, time: clock.time)
        inputChanged()
    }

    /// The pointer moved to `point` while down.
    public func pointerMoved(to point: CGPoint) {
        gestures.pointerMoved(to: point, time: clock.time)
        inputChanged()
    }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint) {
        gestures.pointerUp(at: point, time: clock.time)
        inputChanged()
    }

    /// A wheel or trackpad scrolled by `delta` points over `point`.
    public func scrollWheel(at point: CGPoint, delta: CGSize) {
        guard let root = rootNode else { return }
        gestures.scrollWheel(at: point, delta: delta, root: root)
        inputChanged()
    }

    /// A key was pressed: handlers from `onKeyPress` get it, innermost first, until one handles it.
    public func keyPressed(_ press: KeyPress) {
        guard let root = rootNode else { return }
        func handlers(in node: ViewNode) -> [KeyPressNode] {
            node.children.flatMap(handlers) + ((node as? KeyPressNode).map { [$0] } ?? [])
        }
        for handler in handlers(in: root) where handler.handle(press) { break }
        inputChanged()
    }

    /// Input can move content without changing state (a scroll): lay out again on the next frame.
    private func inputChanged() {
        needsPlacement = true
        placedWhileAnimating = true
        onNeedsUpdate?()
    }

    /// The laid-out tree as the last `layout()` left it: every node's kind, frame in root coordinates, text and
    /// accessibility identifier. A pure read: a state change shows here only after `update()` and `layout()`.
    public func layoutTree() -> LayoutNode {
        root?.snapshot() ?? LayoutNode(kind: "Empty", frame: .zero, text: nil, accessibilityIdentifier: nil, children: [])
    }

    /// The root node as the last phase left it (nil before the first `update()`).
    var rootNode: ViewNode? { root }
}

extension ViewNode {
    /// How many ancestors the node has.
    var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }
}
