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
    /// The views whose geometry `matchedGeometryEffect` links.
    private(set) lazy var matchedGeometry = MatchedGeometryRegistry(clock: clock)
    /// The timeline views waiting for their next entry.
    let timelines = TimelineWakeups()
    private let rootView: any View
    private var environment: EnvironmentValues
    private var root: ViewNode?
    /// The state changes waiting for an update, in the order they were made, one per transaction.
    private var pendingChanges: [PendingChange] = []
    /// The nodes to evaluate in the update running now: those of the change it applies, and those that the
    /// update itself invalidates (focus moving).
    private var dirty: [CompositeNode] = []
    /// Whether an update is applying a change now: what it invalidates joins that change.
    private var isApplyingChange = false
    /// A scene phase the host set, reaching the views in the next update.
    private var pendingScenePhase: ScenePhase?
    private var needsPlacement = true
    private var placedWhileAnimating = false
    /// Whether `update()` opened a transaction that the next `layout()` closes.
    private var isInUpdate = false
    let gestures = GestureEngine()
    /// Actions that run after the frame's layout, before it draws: appear, disappear and change actions,
    /// preference observers; then task starts.
    private var pendingActions: [() -> Void] = []
    private var pendingTaskStarts: [() -> Void] = []
    /// Changes to `@Observable` properties that bodies read, waiting for the next update.
    let observations = ObservationInbox()
    private var preferenceReaders: [ObjectIdentifier: any PreferenceReader] = [:]
    /// The reader that built its views again in the reading going on (`preferenceReaderRebuilt`).
    private var rebuiltByReader: ViewNode?

    /// How many rounds of actions, update and layout one frame runs at most, when actions change state.
    static let maximumUpdatePasses = 8
    let focus = FocusSystem()
    /// The clipboard text fields copy to and paste from: in memory until the host sets the desktop's.
    public var clipboard: any Clipboard = MemoryClipboard()

    /// Called when state changes and a new frame is due.
    public var onNeedsUpdate: (() -> Void)?

    /// How many view bodies have been evaluated since the graph was made (for benchmarks and tests).
    public internal(set) var bodyEvaluations = 0

    public init<Root: View>(rootView: Root, device: Device, textSystem: any TextSystem, assetCatalog: AssetCatalog) {
        // Presentations (alerts, sheets) show over the whole window, above the root's bars.
        self.rootView = PresentationHost(content: rootView)
        self.device = device
        self.textSystem = textSystem
        environment = EnvironmentValues()
        environment.assetCatalog = assetCatalog
        environment.displayScale = device.scale
        environment.horizontalSizeClass = device.horizontalSizeClass
        environment.verticalSizeClass = device.verticalSizeClass
        environment.safeArea = SafeAreaGeometry(screen: device.bounds, safe: device.safeBounds)
        environment.clipboardWriter = ClipboardWriter(graph: self)
    }

    /// Seconds on the graph's clock.
    public var time: Double { clock.time }

    /// The date at the clock's time 0: a `TimelineView` reads the date as this plus the clock's time. Now, when the
    /// graph is made; a host that counts time from another moment sets it to that moment.
    public var startDate = Date()

    /// The date at the clock's time.
    var date: Date { startDate.addingTimeInterval(clock.time) }

    /// The time on the graph's clock at which a timeline view's next entry is due, if one waits: what a host with
    /// nothing else to draw sleeps until.
    public var nextWakeTime: Double? { timelines.nextDate.map { $0.timeIntervalSince(startDate) } }

    /// Moves the clock to `time` (never backwards); animations present their values for that moment.
    public func advance(to time: Double) {
        clock.time = max(clock.time, time)
        clock.didAdvance()
        needsPlacement = true
        gestures.advance(to: clock.time)
        timelines.wakeDue(at: date)
    }

    /// Tells the graph that the frame just drawn, at the clock's time, reached the screen at `time`: the animations
    /// that started since the last call (in that frame, or in changes applied since the frame before, which it
    /// showed first) start as much later, as Core Animation begins an animation when the transaction holding it is
    /// committed, not when its change was made. A first frame that takes long to build and draw (an app zooming
    /// open from its icon, built and drawn for the first time) shows its animation from the start, and the next
    /// frame goes on from there, not from as far into it as the frame took. A host that draws frames as the
    /// display asks calls this after each.
    public func beginAnimations(at time: Double) {
        clock.beginAnimations(at: time)
    }

    /// Moves the clock forward by `seconds`.
    public func step(by seconds: Double) {
        advance(to: clock.time + seconds)
    }

    /// Whether an animation was still running after the last `layout()`, a gesture waits for time to pass (a
    /// long press) or a timeline view wants every frame (`.animation`), so the host should keep drawing frames. A
    /// pure read: it evaluates and lays out nothing.
    public var isAnimating: Bool { clock.hasAnimations || gestures.awaitsClock || timelines.wantsEveryFrame }

    /// Whether something that comes to rest is still moving: an animation that ends, or a gesture waiting for time
    /// to pass. What never comes to rest is left out: animations that repeat for ever (`repeatForever`, a
    /// repeating keyframe animator, as `ProgressView`'s spinner) and timeline views that want every frame. A pure
    /// read, as `isAnimating`.
    public var isSettling: Bool { clock.hasEndingAnimations || gestures.awaitsClock }

    /// Whether state changed since the last frame.
    public var needsUpdate: Bool {
        !dirty.isEmpty || root == nil || !observations.isEmpty || !pendingActions.isEmpty || !pendingTaskStarts.isEmpty
            || pendingScenePhase != nil || !pendingChanges.isEmpty || AnimationCompletion.hasOrphans
    }

    /// The phase of the window's scene, which views read as `@Environment(\.scenePhase)`: the host sets it as the
    /// window shows, loses focus or hides, and to `.background` before the app quits; the next `update()` gives it
    /// to the views and the `layout()` after runs their `onChange(of:)` actions. `.active` until set.
    public var scenePhase: ScenePhase {
        get { pendingScenePhase ?? environment.scenePhase }
        set {
            guard newValue != scenePhase else { return }
            pendingScenePhase = newValue
            onNeedsUpdate?()
        }
    }

    /// Marks `node` for evaluation in the update that applies `transaction`: the changes made in one transaction
    /// (one `withAnimation`'s body) share an update, and changes in different transactions get one each, in
    /// order, so each carries only its own animation.
    ///
    /// A view's state holds its latest value, so a view changed in several transactions is evaluated once, in the
    /// last animated one among them (an anchor set without animation, then an app opened with one, both in the
    /// launcher's view, open with the animation).
    func setNeedsUpdate(_ node: CompositeNode, transaction: Transaction) {
        let wasClean = dirty.isEmpty && pendingChanges.isEmpty
        let completions = transaction.animationCompletions.filter { $0.adopt() }
        if !isApplyingChange, let index = pendingChanges.firstIndex(where: { $0.nodes.contains { $0 === node } }) {
            guard transaction.animation != nil, !transaction.disablesAnimations else {
                pendingChanges[index].completions += completions
                return
            }
            pendingChanges[index].nodes.removeAll { $0 === node }
        }
        if isApplyingChange {
            dirty.append(node)
            clock.join(completions)
        } else if let last = pendingChanges.indices.last, pendingChanges[last].isMade(in: transaction) {
            pendingChanges[last].nodes.append(node)
            pendingChanges[last].completions += completions
        } else {
            pendingChanges.append(PendingChange(transaction: transaction, nodes: [node], completions: completions))
        }
        if wasClean { onNeedsUpdate?() }
    }

    // MARK: Phases

    /// The first phase of a frame: builds the graph the first time, then evaluates the bodies of the nodes whose
    /// state (or `@Observable` properties they read) changed, and below them those whose inputs changed, and lets
    /// preference readers see their content's values. Lays nothing out: `layout()` follows, in the same
    /// transaction, so frames that the change moves animate with it.
    public func update() {
        observations.drain()
        // Completions whose transaction changed nothing run after this update's layout.
        for completion in AnimationCompletion.takeOrphans() { pendingActions.append(completion.run) }
        guard root == nil || !pendingChanges.isEmpty || pendingScenePhase != nil else { return }
        let change = pendingChanges.isEmpty ? PendingChange() : pendingChanges.removeFirst()
        var transaction = change.transaction
        if transaction.disablesAnimations { transaction.animation = nil }
        if !isInUpdate { clock.beginUpdate(animation: transaction.animation) }
        clock.join(change.completions)
        isInUpdate = true
        isApplyingChange = true
        defer { isApplyingChange = false }
        dirty += change.nodes
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
        adoptScenePhase(transaction: transaction)
        adoptPreferredColorScheme(transaction: transaction)
        readPreferences()
    }

    /// The colour scheme of the window: the one its views prefer (`preferredColorScheme(_:)`), else light.
    public var colorScheme: ColorScheme { environment.colorScheme }

    /// What the window shows behind its views: systemBackground of its colour scheme, white or black.
    public var backgroundColor: RGBA { Color.systemBackground.resolve(in: environment) }

    /// Gives the views the scene phase the host set, building the window again with it.
    private func adoptScenePhase(transaction: Transaction) {
        guard let phase = pendingScenePhase else { return }
        pendingScenePhase = nil
        guard phase != environment.scenePhase else { return }
        environment.scenePhase = phase
        rebuildRoot(transaction: transaction)
    }

    /// Shows the whole window in the colour scheme its views prefer, building it again when that changed, as
    /// SwiftUI's `preferredColorScheme(_:)` changes the scheme of the presentation it is in.
    private func adoptPreferredColorScheme(transaction: Transaction) {
        guard let root else { return }
        let preferred = root.preferenceValues()[PreferredColorSchemeKey.self] ?? .light
        guard preferred != environment.colorScheme else { return }
        environment.colorScheme = preferred
        rebuildRoot(transaction: transaction)
    }

    /// Builds the window again from the root view after the environment the graph gives it changed.
    private func rebuildRoot(transaction: Transaction) {
        guard let root else { return }
        let context = BuildContext(environment: environment, transaction: transaction, graph: self)
        let built = context.build(rootView, reusing: root)
        precondition(built === root, "the root view is built again from a view of the same type")
        root.invalidateLayout()
        needsPlacement = true
    }

    /// The second phase: lays the views out in the safe area, centred as a hosting view does, when `update()`
    /// changed something, input moved content, or the clock moved while something animates. Animations that have
    /// finished come to rest here.
    ///
    /// Then, as SwiftUI does after layout and before the frame draws, it runs the actions the frame queued
    /// (appear, disappear and change actions, preference observers, then task starts), and updates and lays out
    /// again, in the same frame, what those actions changed.
    ///
    /// State changes made in several transactions since the last frame (an `onAppear` starting a repeating
    /// animation, another changing state without one) are applied one transaction after another, each updated
    /// and laid out by itself, as SwiftUI commits each transaction apart: a repeating animation moves only what
    /// its own change moved.
    public func layout() {
        place()
        var passes = 0
        while !pendingActions.isEmpty || !pendingTaskStarts.isEmpty || !pendingChanges.isEmpty,
            passes < Self.maximumUpdatePasses
        {
            runPendingActions()
            update()
            place()
            passes += 1
        }
    }

    private func place() {
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
        // Completions run, as SwiftUI's, on the main actor once their animations are complete: after the layout
        // of the frame that finds them so, with the frame's other actions.
        for completion in clock.takeCompletedCompletions() { pendingActions.append(completion.run) }
    }

    private func runPendingActions() {
        let actions = pendingActions + pendingTaskStarts
        pendingActions.removeAll()
        pendingTaskStarts.removeAll()
        for action in actions { action() }
    }

    /// Tells the host that something the views show changed outside an update (a screen reader moving a field's
    /// selection over the bus), so it draws a frame and counts it as a change, as it counts input.
    func noteChangeFromOutside() {
        onNeedsUpdate?()
    }

    /// Queues `action` to run after the frame's layout.
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        onNeedsUpdate?()
    }

    /// Queues a task to start after the frame's layout, once the other actions have run, as SwiftUI starts a
    /// view's tasks after every `onAppear` of the frame.
    func enqueueTaskStart(_ start: @escaping () -> Void) {
        pendingTaskStarts.append(start)
        onNeedsUpdate?()
    }

    func addPreferenceReader(_ reader: any PreferenceReader) {
        preferenceReaders[ObjectIdentifier(reader)] = reader
    }

    func removePreferenceReader(_ reader: any PreferenceReader) {
        preferenceReaders[ObjectIdentifier(reader)] = nil
    }

    /// Lets every preference reader see its content's values, deepest first, so a reader sees what the readers
    /// inside it built (the window's presentations see an alert in a navigation bar's button); then the readers
    /// that reading built (a presented sheet's), so they see their values in the same update. A reader that builds
    /// its views again lays out in the `layout()` that follows.
    private func readPreferences() {
        var read = Set<ObjectIdentifier>()
        while true {
            let pending = preferenceReaders.filter { !read.contains($0.key) }.map { ($0.key, $0.value, $0.value.depth) }
            guard !pending.isEmpty else { return }
            var again = Set<ObjectIdentifier>()
            for (id, reader, _) in pending.sorted(by: { $0.2 > $1.2 }) where preferenceReaders[id] != nil {
                read.insert(id)
                reader.readPreferences()
                if let rebuilt = rebuiltByReader {
                    // The readers inside the views it built read before it did: they read again.
                    rebuiltByReader = nil
                    again.formUnion(read.filter { other in
                        other != id && preferenceReaders[other]?.isInside(rebuilt) == true
                    })
                }
            }
            read.formUnion(pending.map(\.0))
            read.subtract(again)
        }
    }

    /// A preference reader that built its views again while reading (a presentation host building a sheet, an
    /// `overlayPreferenceValue`), so that the readers inside them, deeper and so read before it, read again in the
    /// same update: an `onPreferenceChange` in a sheet sees what the presenting view's change made of the sheet.
    func preferenceReaderRebuilt(_ reader: any PreferenceReader) {
        rebuiltByReader = reader
    }

    private func reevaluateDirty(transaction: Transaction) {
        let nodes = dirty
        dirty.removeAll()
        for node in nodes.sorted(by: { $0.depth < $1.depth }) { node.reevaluate(transaction: transaction) }
    }

    /// The third phase: what the laid-out tree draws now, in its parent's coordinates with each node's identity
    /// and version (see `DisplayList`).
    public func makeDisplayList() -> DisplayList {
        var list = DisplayList()
        clock.invalidateMovingDrawings()
        root?.render(into: &list)
        if let ring = focus.ring { list.append(ring.item) }
        return list
    }

    private func placeRoot() {
        guard let root else { return }
        let safe = device.safeBounds
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        root.place(
            in: CGRect(origin: Alignment.center.origin(of: size, in: safe), size: size), proposal: proposal,
            context: PlacementContext(animation: clock.updateAnimation))
        matchedGeometry.finishPlacement()
        clock.settleFinished()
        placedWhileAnimating = clock.hasAnimations
    }

    // MARK: Input

    /// Input can move content without changing state (a scroll): lay out again on the next frame.
    func inputChanged() {
        needsPlacement = true
        placedWhileAnimating = true
        onNeedsUpdate?()
    }

    /// The laid-out tree as the last `layout()` left it: every node's kind, frame in root coordinates, text and
    /// accessibility identifier. A pure read: a state change shows here only after `update()` and `layout()`.
    public func layoutTree() -> LayoutNode {
        root?.snapshot() ?? LayoutNode(kind: .empty, frame: .zero, text: nil, accessibilityIdentifier: nil, children: [])
    }

    /// The root node as the last phase left it (nil before the first `update()`).
    var rootNode: ViewNode? { root }
}

/// State changes made in one transaction, waiting for the update that applies them.
private struct PendingChange {
    var transaction = Transaction()
    var nodes: [CompositeNode] = []
    var completions: [AnimationCompletion] = []

    /// Whether a change in `transaction` belongs with these: made in the same transaction (the same animation,
    /// the same completions) and so updated with them.
    func isMade(in other: Transaction) -> Bool {
        other.animation == transaction.animation && other.disablesAnimations == transaction.disablesAnimations
            && other.animationCompletions.map(ObjectIdentifier.init) == transaction.animationCompletions.map(ObjectIdentifier.init)
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

extension LayoutNode.Kind {
    /// The tree of a graph with no root view yet.
    public static let empty = Self("Empty")
}
