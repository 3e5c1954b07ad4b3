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
    weak var graph: ViewGraph?
    /// This subtree's preferences as last gathered; cleared when the node or a descendant changes.
    var preferenceCache: PreferenceValues?
    /// Which build of the node this is: new each time it is built.
    private(set) lazy var buildStamp = PreferenceValues.newStamp()
    /// The node's drawing as last made, in its own coordinates, kept while nothing it shows changes.
    var retainedDrawing: DisplayList?
    var environment = EnvironmentValues()
    var hasEnvironment = false
    /// The clock of the graph the node belongs to; set when the node is built.
    unowned(unsafe) var clock: AnimationClock = AnimationClock.detached

    /// Where the node is (see `ViewNode+Placement`).
    var nodeFrame = NodeFrame()
    /// Sizes and guides worked out for the proposals the node was asked, until it or a descendant changes.
    var layoutMemo = NodeLayoutMemo()
    /// The animation of the transaction that last built this node, and the update it belongs to.
    private var transactionAnimation: (animation: Animation?, update: Int)?
    /// Where the node's drawing is known in display lists (see `makeDisplayIdentity`).
    private(set) lazy var displayIdentity = makeDisplayIdentity()
    /// The registration of the `@Observable` properties read to make this node's content (a body, a container's
    /// children), replaced at each reading and cancelled when the node goes away.
    private(set) lazy var observation = ObservationTracker()

    /// The view's traits: what its container reads (layout priority, tag, transition); a new `zIndex` changes
    /// the order the parent draws its children in.
    var traits = ViewTraitCollection() {
        didSet {
            if oldValue[ZIndexTraitKey.self] != traits[ZIndexTraitKey.self] { parent?.invalidateDrawing() }
        }
    }
    // Attributes of this node alone, set by modifiers on the node of the view they modify.
    /// What accessibility modifiers said about this view (`Accessibility/`); nil when none did.
    var accessibility: AccessibilityAttributes?
    /// The identity of the accessibility element the node makes, if it makes one.
    private(set) lazy var accessibilityElementID = AccessibilityElementID.next()
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

    /// Whether the node is a `Spacer` (stacks give spacers the space that is left).
    var isSpacer: Bool { false }

    /// Whether an animation of the node's own is moving its children within it (an `offset` on its way), as a
    /// compositor moves a layer: not the views riding along inside them, nor a view a new layout moves. None by
    /// default.
    var isMovingChildren: Bool { false }

    /// Called at the start of every build of this node: clears what modifiers set and the layout cache.
    func resetTraits() {
        let leaving = transitionState?.isRemoval == true ? transition : nil
        traits = ViewTraitCollection()
        transition = leaving
        accessibility = nil
        allowsHitTesting = true
        contentShape = nil
        alignmentGuides = [:]
        hasEnvironment = false
        layoutMemo.removeAll()
        preferenceCache = nil
        buildStamp = PreferenceValues.newStamp()
    }

    /// Records the transaction a build ran in; its animation animates what this node changes.
    func noteBuilt(in context: BuildContext) {
        clock = context.graph.clock
        transactionAnimation = (context.transaction.animation, clock.update)
    }

    /// The animation for a change this node makes in the current update: its own transaction's, else the update's.
    var animation: Animation? { ownAnimation ?? clock.updateAnimation }

    /// The animation for a change this node makes while `context` places it: its own transaction's, else the
    /// placement's.
    func animation(in context: PlacementContext) -> Animation? { ownAnimation ?? context.animation }

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
            current.layoutMemo.removeAll()
            current.layoutInvalidated()
            current.preferenceCache = nil
            node = current.parent
        }
    }

    // MARK: Preferences

    /// The children whose preferences pass up through this view: all of them, unless the view shows only some.
    var preferenceChildren: [ViewNode] { children }

    /// Writes the node's own preferences over its children's; the default writes none.
    func writePreferences(_ values: inout PreferenceValues) {}

    /// Which version of what `writePreferences` writes this is: the preferences the node writes are known
    /// unchanged while it stays (see `PreferenceValues`). By default new at each build.
    var writeStamp: Int { buildStamp }

    // MARK: Appearing and disappearing

    /// Called when the node enters the graph's tree, after its children, as SwiftUI calls `onAppear` deepest
    /// first; the default does nothing.
    func didAppear() {}

    /// Called when the node leaves the graph's tree, after its children; the default does nothing.
    func didDisappear() {}

    /// Whether the container showing this node keeps it built but off screen: a screen a navigation stack has
    /// pushed another over, or an unselected tab. Its state stays; its appearance actions and tasks stop.
    var isCovered = false

    /// Called, descendants first, when the node goes off screen while staying in the tree (see `isCovered`), as
    /// SwiftUI calls `onDisappear` on a covered screen; the default does nothing.
    func didCover() {}

    /// Called, descendants first, when a covered node shows again, as SwiftUI calls `onAppear` on a revealed
    /// screen; the default does nothing.
    func didUncover() {}

    /// The node's size for `proposal`, cached per proposal until the node or a descendant changes.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = layoutMemo.size(for: proposal) { return known }
        let size = computeSize(proposal)
        layoutMemo.remember(size, for: proposal)
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

    /// Places the children in `context`; the default gives each the whole rect.
    func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for child in children { child.place(in: rect, proposal: proposal, context: context) }
    }

    // MARK: Transitions

    /// An insertion or removal in progress: 1 is fully transitioned, 0 the view as it is.
    var transitionState: (value: AnimatedProperty<Double>, isRemoval: Bool)? {
        didSet { invalidateDrawing() }
    }
    /// Children removed with a transition, drawn until it finishes.
    var exitingChildren: [ViewNode] = [] {
        didSet { invalidateDrawing() }
    }

    /// The children from front to back, the order hit testing visits them: their draw order reversed.
    var childrenFrontToBack: [ViewNode] { childrenInDrawOrder.reversed() }

    /// Whether a touch at `point` lands on what this node itself draws (not its children).
    func drawsContent(at point: CGPoint) -> Bool { false }

    /// Whether a touch outside `point` must not reach this node's children (a clip).
    func clipsHit(at point: CGPoint) -> Bool { false }

    /// The laid-out subtree, for tests and tools.
    func snapshot() -> LayoutNode {
        LayoutNode(
            kind: kind, frame: frame, text: text, accessibilityIdentifier: accessibilityIdentifier,
            children: children.map { $0.snapshot() })
    }
}
