import Foundation

/// The live graph of an app's views on a device: builds nodes from the root view, keeps their state, lays them out
/// in the screen's safe area and produces the display list of a frame.
///
/// A state change marks the node that owns the state; the next update evaluates only that node's body and the
/// bodies below it whose inputs changed, then lays out again from cached sizes. Time comes from `clock`, which the
/// host advances: between updates, animations move presented values without evaluating any body.
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
    private let gestures = GestureEngine()
    /// Actions that run after an update, before the frame draws: appear, disappear and change actions, task
    /// starts, preference observers.
    private var pendingActions: [() -> Void] = []
    /// Changes to `@Observable` properties that bodies read, waiting for the next update.
    let observations = ObservationInbox()
    private var preferenceReaders: [ObjectIdentifier: any PreferenceReader] = [:]

    /// How many rounds of update, actions and update again one frame runs at most, when actions change state.
    static let maximumUpdatePasses = 8
    let focus = FocusSystem()

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
        gestures.advance(to: clock.time)
    }

    /// Moves the clock forward by `seconds`.
    public func step(by seconds: Double) {
        advance(to: clock.time + seconds)
    }

    /// Whether an animation is running or a gesture waits for time to pass (a long press), so the host should
    /// keep drawing frames.
    public var isAnimating: Bool {
        update()
        return clock.isAnimating || gestures.awaitsClock
    }

    /// Whether state changed since the last frame.
    public var needsUpdate: Bool { !dirty.isEmpty || root == nil || !observations.isEmpty }

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

    /// Evaluates what changed, then lays the views out in the safe area, centred as a hosting view does; then
    /// delivers preferences and runs the actions the update queued, and updates again when they changed state.
    public func update() {
        var passes = 0
        repeat {
            updateAndPlace()
            if readPreferences() { placeRoot() }
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
            passes += 1
        } while !dirty.isEmpty && passes < Self.maximumUpdatePasses
    }

    private func updateAndPlace() {
        observations.drain()
        if root == nil || !dirty.isEmpty {
            var transaction = pendingTransaction ?? Transaction()
            if transaction.disablesAnimations { transaction.animation = nil }
            pendingTransaction = nil
            clock.beginUpdate(animation: transaction.animation)
            defer { clock.endUpdate() }
            if let root {
                reevaluateDirty(transaction: transaction)
                // Focus states that focus moving changed re-evaluate their readers in the same update.
                if focus.resolve(in: root) { reevaluateDirty(transaction: transaction) }
            } else {
                let context = BuildContext(environment: environment, transaction: transaction, graph: self)
                let built = context.build(rootView, reusing: nil)
                root = built
                built.attach(to: self)
            }
            placeRoot()
        } else if needsPlacement, clock.isAnimating || placedWhileAnimating {
            // Frames that only present animations move nothing with an animation of their own.
            clock.beginUpdate(animation: nil)
            placeRoot()
            clock.endUpdate()
        }
        needsPlacement = false
    }

    /// Queues `action` to run after the current update.
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    func addPreferenceReader(_ reader: any PreferenceReader) {
        preferenceReaders[ObjectIdentifier(reader)] = reader
    }

    func removePreferenceReader(_ reader: any PreferenceReader) {
        preferenceReaders[ObjectIdentifier(reader)] = nil
    }

    /// Lets every preference reader see its content's values; true when one rebuilt its views.
    private func readPreferences() -> Bool {
        guard !preferenceReaders.isEmpty else { return false }
        clock.beginUpdate(animation: nil)
        defer { clock.endUpdate() }
        var rebuilt = false
        for reader in preferenceReaders.values where reader.readPreferences() { rebuilt = true }
        return rebuilt
    }

    private func reevaluateDirty(transaction: Transaction) {
        let nodes = dirty
        dirty.removeAll()
        for node in nodes.sorted(by: { $0.depth < $1.depth }) { node.reevaluate(transaction: transaction) }
    }

    private func placeRoot() {
        guard let root else { return }
        let safe = device.safeBounds
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        root.place(in: CGRect(origin: Alignment.center.origin(of: size, in: safe), size: size), proposal: proposal)
        placedWhileAnimating = clock.isAnimating
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

    /// Input can move content without changing state (a scroll): lay out again on the next frame.
    func inputChanged() {
        needsPlacement = true
        placedWhileAnimating = true
        onNeedsUpdate?()
    }

    /// What the current frame draws.
    public func displayList() -> DisplayList {
        update()
        var list = DisplayList()
        root?.render(into: &list)
        return list
    }

    /// The laid-out tree as it is on screen now: every node's kind, frame in root coordinates, text and
    /// accessibility identifier.
    public func layoutTree() -> LayoutNode {
        update()
        return root?.snapshot() ?? LayoutNode(kind: .empty, frame: .zero, text: nil, accessibilityIdentifier: nil, children: [])
    }

    var rootNode: ViewNode? {
        update()
        return root
    }
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
