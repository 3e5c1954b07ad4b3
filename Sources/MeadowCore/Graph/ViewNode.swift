import Foundation

/// A node of the view graph: one view with identity, its children, its environment and its layout.
///
/// Subclasses supply the layout (`computeSize`, `placeChildren`) of each kind of view; the kinds that draw
/// something of their own conform to `NodeDrawing`, in the display list's folder.
/// Frames are in root coordinates, as `GeometryProxy.frame(in: .global)` reports them; a node's presented frame
/// animates toward its laid-out frame when the change that moved it was animated.
@MainActor
class ViewNode {
    var key = ViewKey()
    var viewType: ObjectIdentifier?
    weak var parent: ViewNode?
    var children: [ViewNode] = [] {
        didSet {
            for child in children { child.parent = self }
            if let graph { updateAttachment(replacing: oldValue, in: graph) }
            invalidateDrawing()
        }
    }
    /// The graph the node is part of while it is in the tree (from its insertion to its removal).
    private(set) weak var graph: ViewGraph?
    /// This subtree's preferences as last gathered; cleared when the node or a descendant changes.
    private var preferenceCache: PreferenceValues?
    /// The node's drawing as last made, in its own coordinates, kept while nothing it shows changes.
    var retainedDrawing: DisplayList?
    var environment = EnvironmentValues()
    var hasEnvironment = false
    /// The clock of the graph the node belongs to; set when the node is built.
    unowned(unsafe) var clock: AnimationClock = AnimationClock.detached

    private let frameValue = AnimatedProperty<CGRect>(.zero)
    private(set) var hasBeenPlaced = false
    private(set) var sizeCache = ProposalMemo<ProposedViewSize, CGSize>()
    /// The size last looked up, checked before hashing into `sizeCache`: placing a node asks again for the size
    /// its container just asked for.
    private var lastSize: (proposal: ProposedViewSize, size: CGSize)?
    /// Explicit alignment guide values per guide and proposal, cleared with the size cache.
    var alignmentCache = ProposalMemo<AlignmentRequest, CGFloat?>()
    /// Whether anything in the subtree may set each guide asked about, cleared with the size cache: a few guides
    /// at most, found by comparing rather than hashing.
    var guideSources: [(key: AlignmentKey, mayDefine: Bool)] = []
    /// The animation of the transaction that last built this node, and the update it belongs to.
    private var transactionAnimation: (animation: Animation?, update: Int)?
    /// Where the node's drawing is known in display lists (see `makeDisplayIdentity`).
    private(set) lazy var displayIdentity = makeDisplayIdentity()
    /// The registration of the `@Observable` properties read to make this node's content (a body, a container's
    /// children), replaced at each reading and cancelled when the node goes away.
    private(set) lazy var observation = ObservationTracker()

    /// The view's traits: what its container reads (layout priority, tag, transition).
    var traits = ViewTraitCollection()
    // Attributes of this node alone, set by modifiers on the node of the view they modify.
    var accessibilityIdentifier: String?
    var allowsHitTesting = true
    var contentShape: (any Shape)?
    /// The guides set by `alignmentGuide(_:computeValue:)` on this view.
    var alignmentGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]

    init() {}

    /// The node's kind as the laid-out tree reports it, e.g. `.text` or `.hStack`; every built-in node type says
    /// its own, and any other node (one a test makes) reports its type name.
    var kind: LayoutNode.Kind { .custom(String(describing: Swift.type(of: self))) }

    /// The text the node shows, for the laid-out tree.
    var text: String? { nil }

    /// The view's layout priority, as set by `layoutPriority(_:)`.
    var layoutPriority: Double { traits[LayoutPriorityTraitKey.self] }

    /// The view's tag, as set by `tag(_:)`.
    var tag: AnyHashable? { traits[TagTraitKey.self] }

    /// Whether the node is a `Spacer` (stacks give spacers the space that is left).
    var isSpacer: Bool { false }

    /// The frame on screen now: the laid-out frame, or on its way there while an animation runs.
    var frame: CGRect { frameValue.value(at: clock.time) }

    /// Whether an animation of the node's own is moving its children within it (an `offset` on its way), as a
    /// compositor moves a layer: not the views riding along inside them, nor a view a new layout moves. None by
    /// default.
    var isMovingChildren: Bool { false }

    /// Called at the start of every build of this node: clears what modifiers set and the layout cache.
    func resetTraits() {
        let leaving = transitionState?.isRemoval == true ? transition : nil
        traits = ViewTraitCollection()
        transition = leaving
        accessibilityIdentifier = nil
        allowsHitTesting = true
        contentShape = nil
        alignmentGuides = [:]
        hasEnvironment = false
        sizeCache.removeAll()
        lastSize = nil
        alignmentCache.removeAll()
        guideSources.removeAll(keepingCapacity: true)
        preferenceCache = nil
    }

    /// Records the transaction a build ran in; its animation animates what this node changes.
    func noteBuilt(in context: BuildContext) {
        clock = context.graph.clock
        transactionAnimation = (context.transaction.animation, clock.update)
    }

    /// The animation for a change this node makes in the current update: its own transaction's, else none.
    var animation: Animation? { ownAnimation ?? clock.placementAnimation }

    /// The animation of the transaction that built this node in the current update, or nil (not `.some(nil)`) when
    /// it was not built in it and takes the placement's.
    private var ownAnimation: Animation?? {
        guard let transactionAnimation, transactionAnimation.update == clock.update else { return nil }
        return .some(transactionAnimation.animation)
    }

    /// Moves an animatable property of this node to `value`, animated by the current change unless the node is new.
    func animate<Value>(_ property: AnimatedProperty<Value>, to value: Value) {
        property.set(value, animation: hasBeenPlaced ? animation : nil, for: self)
    }

    /// Forgets cached sizes here and in every ancestor, after something below changed.
    func invalidateLayout() {
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache.removeAll()
            current.lastSize = nil
            current.alignmentCache.removeAll()
            current.guideSources.removeAll(keepingCapacity: true)
            current.layoutInvalidated()
            current.preferenceCache = nil
            node = current.parent
        }
    }

    /// Forgets the drawing made here and in every ancestor, whose drawings hold it, after something it shows
    /// changed. An ancestor without one has none above it either: the walk stops there.
    func invalidateDrawing() {
        var node: ViewNode? = self
        while let current = node, current.retainedDrawing != nil {
            current.retainedDrawing = nil
            node = current.parent
        }
    }

    /// Forgets gathered preferences here and in every ancestor, after children were built outside an update.
    func invalidatePreferences() {
        var node: ViewNode? = self
        while let current = node {
            current.preferenceCache = nil
            node = current.parent
        }
    }

    // MARK: Preferences

    /// The preferences of this view, as SwiftUI gathers them: its children's, combined in order by each key's
    /// `reduce`, then what the node itself writes.
    final func preferenceValues() -> PreferenceValues {
        if let preferenceCache { return preferenceCache }
        var values = PreferenceValues()
        for child in preferenceChildren { values.combine(with: child.preferenceValues()) }
        writePreferences(&values)
        values.markGathered()
        preferenceCache = values
        return values
    }

    /// The children whose preferences pass up through this view: all of them, unless the view shows only some.
    var preferenceChildren: [ViewNode] { children }

    /// Writes the node's own preferences over its children's; the default writes none.
    func writePreferences(_ values: inout PreferenceValues) {}

    // MARK: Appearing and disappearing

    /// Called when the node enters the graph's tree, after its children, as SwiftUI calls `onAppear` deepest
    /// first; the default does nothing.
    func didAppear() {}

    /// Called when the node leaves the graph's tree, after its children; the default does nothing.
    func didDisappear() {}

    /// Whether the container showing this node keeps it built but off screen: a screen a navigation stack has
    /// pushed another over, or an unselected tab. Its state stays; its appearance actions and tasks stop.
    private(set) var isCovered = false

    /// Whether the node shows: neither it nor an ancestor is covered.
    final var isOnScreen: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isCovered { return false }
            node = current.parent
        }
        return true
    }

    /// Called, descendants first, when the node goes off screen while staying in the tree (see `isCovered`), as
    /// SwiftUI calls `onDisappear` on a covered screen; the default does nothing.
    func didCover() {}

    /// Called, descendants first, when a covered node shows again, as SwiftUI calls `onAppear` on a revealed
    /// screen; the default does nothing.
    func didUncover() {}

    /// Covers or uncovers the node; its subtree is told, except the parts covered on their own.
    final func setCovered(_ covered: Bool) {
        guard covered != isCovered else { return }
        let wasOnScreen = parent?.isOnScreen ?? true
        isCovered = covered
        if graph != nil, wasOnScreen { notifyCover(covered) }
    }

    private func notifyCover(_ covered: Bool) {
        for child in children where !child.isCovered { child.notifyCover(covered) }
        if covered { didCover() } else { didUncover() }
    }

    /// Puts the node and its subtree in `graph`'s tree, children before parents.
    final func attach(to graph: ViewGraph) {
        self.graph = graph
        for child in children { child.attach(to: graph) }
        didAppear()
    }

    /// Takes the node and its subtree (with children still leaving) out of the tree, children first.
    final func detach() {
        guard graph != nil else { return }
        for child in children + exitingChildren { child.detach() }
        didDisappear()
        graph = nil
    }

    private func updateAttachment(replacing old: [ViewNode], in graph: ViewGraph) {
        if old.count == children.count, zip(old, children).allSatisfy({ $0 === $1 }) { return }
        let kept = Set(children.map(ObjectIdentifier.init))
        for node in old where !kept.contains(ObjectIdentifier(node)) && !exitingChildren.contains(where: { $0 === node }) {
            node.detach()
        }
        for child in children where child.graph == nil { child.attach(to: graph) }
    }

    /// The node's size for `proposal`, cached per proposal until the node or a descendant changes.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let lastSize, lastSize.proposal == proposal { return lastSize.size }
        let size: CGSize
        if let cached = sizeCache[proposal] {
            size = cached
        } else {
            size = computeSize(proposal)
            sizeCache[proposal] = size
        }
        lastSize = (proposal, size)
        return size
    }

    /// The size for `proposal`; the default passes it to the only child, or fills it like a colour.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let child = children.first, children.count == 1 { return child.sizeThatFits(proposal) }
        return proposal.replacingUnspecifiedDimensions()
    }

    /// Called when something in the subtree changed its layout; a custom layout's cache goes stale.
    func layoutInvalidated() {}

    /// The spacing the view prefers around its edges (§1.6): a modifier's node passes on its only child's, a
    /// view with no children or several is a plain view.
    var viewSpacing: ViewSpacing {
        if let child = children.first, children.count == 1 { return child.viewSpacing }
        return ViewSpacing()
    }

    /// The view's explicit value for `key` when sized for `proposal`, before its own `alignmentGuide`s; none by
    /// default.
    func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Whether the node itself may give `key` a value of its own (a text its baselines, a custom layout any
    /// guide); alignment guides set by modifiers are counted apart.
    func definesExplicitAlignment(_ key: AlignmentKey) -> Bool { false }

    /// Places the node in `rect`, in root coordinates, after its parent sized it for `proposal`.
    ///
    /// Inside a view that ignores the safe area, a node touching the safe area's edge reaches the screen edge there
    /// (see `SafeAreaExtension`): laid out in the grown rect when it takes that size, else in `rect` with its frame
    /// grown and its children extended by the same rule.
    final func place(in rect: CGRect, proposal: ProposedViewSize) {
        guard let safeArea = SafeAreaExtension.current else { return setFrame(rect, placingChildrenIn: rect, proposal: proposal) }
        let grown = safeArea.extending(rect)
        if grown == rect {
            SafeAreaExtension.with(nil) { setFrame(rect, placingChildrenIn: rect, proposal: proposal) }
        } else if sizeThatFits(ProposedViewSize(grown.size)) == grown.size {
            SafeAreaExtension.with(nil) { setFrame(grown, placingChildrenIn: grown, proposal: ProposedViewSize(grown.size)) }
        } else {
            setFrame(grown, placingChildrenIn: rect, proposal: proposal)
        }
    }

    /// Sets the node's frame, then places its children with the node's animation: a view that moves because its
    /// container moved it (a list row's content, when an implicit animation moves the row) moves with it, as
    /// SwiftUI's frames, relative to their parent's, do.
    private func setFrame(_ frame: CGRect, placingChildrenIn rect: CGRect, proposal: ProposedViewSize) {
        let own = ownAnimation
        frameValue.set(frame, animation: hasBeenPlaced ? own ?? clock.placementAnimation : nil, for: self)
        hasBeenPlaced = true
        // A node that takes the placement's animation places its children with it as it is.
        guard let own else { return placeChildren(in: rect, proposal: proposal) }
        clock.placing(with: own) { placeChildren(in: rect, proposal: proposal) }
    }

    /// Places the children; the default gives each the whole rect.
    func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for child in children { child.place(in: rect, proposal: proposal) }
    }

    // MARK: Transitions

    /// How the view enters and leaves, as set by `transition(_:)`.
    var transition: AnyTransition? {
        get { traits[TransitionTraitKey.self] }
        set { traits[TransitionTraitKey.self] = newValue }
    }
    /// An insertion or removal in progress: 1 is fully transitioned, 0 the view as it is.
    private(set) var transitionState: (value: AnimatedProperty<Double>, isRemoval: Bool)? {
        didSet { invalidateDrawing() }
    }
    /// Children removed with a transition, drawn until it finishes.
    var exitingChildren: [ViewNode] = [] {
        didSet { invalidateDrawing() }
    }

    /// Starts the node's insertion transition, when it has one and the change that inserted it animates.
    func beginInsertion(animation: Animation?) {
        guard transition != nil, let animation else { return }
        startTransition(from: 1, to: 0, animation: animation, isRemoval: false)
    }

    /// Starts the node's removal transition; false when it leaves at once.
    func beginRemoval(animation: Animation?) -> Bool {
        guard transition != nil, let animation else { return false }
        startTransition(from: transitionState?.value.value(at: clock.time) ?? 0, to: 1, animation: animation, isRemoval: true)
        return true
    }

    private func startTransition(from start: Double, to end: Double, animation: Animation, isRemoval: Bool) {
        let value = AnimatedProperty<Double>(start)
        value.onSettle = { [weak self] in self?.transitionFinished(isRemoval: isRemoval) }
        value.set(end, animation: animation, for: self)
        transitionState = (value, isRemoval)
    }

    /// A finished insertion leaves the view as it is; a finished removal takes it out of its parent.
    private func transitionFinished(isRemoval: Bool) {
        transitionState = nil
        guard isRemoval else { return }
        parent?.exitingChildren.removeAll { $0 === self }
        detach()
    }

    /// The children from front to back, the order hit testing visits them.
    var childrenFrontToBack: [ViewNode] { children.reversed() }

    /// `point` (in root coordinates) in the node's own coordinates, where a shape's `path(in:)` draws: SwiftUI
    /// hands a shape a rect at the origin, so a shape that ignores `rect.origin` is still hit where it is drawn.
    final func localPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// Whether a touch at `point` lands on what this node itself draws (not its children).
    func drawsContent(at point: CGPoint) -> Bool { false }

    /// Whether a touch outside `point` must not reach this node's children (a clip).
    func clipsHit(at point: CGPoint) -> Bool { false }

    /// The nodes a touch at `point` lands on, from this node down to the frontmost node drawn there, or nil.
    ///
    /// Children are tried front to back; a view hit by none of its children is hit only where it draws or within
    /// its `contentShape`. `allowsHitTesting(false)` makes a view and its children transparent to touches.
    final func hitTest(_ point: CGPoint) -> [ViewNode]? {
        guard allowsHitTesting, !clipsHit(at: point) else { return nil }
        for child in childrenFrontToBack {
            if let path = child.hitTest(point) { return [self] + path }
        }
        if let contentShape, contentShape.path(in: localBounds).contains(localPoint(point)) { return [self] }
        return drawsContent(at: point) ? [self] : nil
    }

    /// The laid-out subtree, for tests and tools.
    func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: children.map { $0.snapshot() })
    }
}

extension ViewNode {
    /// Places `child` at its size for `proposal`, aligned in `rect`.
    func place(_ child: ViewNode, proposal: ProposedViewSize, alignment: Alignment, in rect: CGRect) {
        let dimensions = child.dimensions(in: proposal)
        child.place(in: CGRect(origin: alignment.origin(of: dimensions, in: rect), size: dimensions.size), proposal: proposal)
    }
}
