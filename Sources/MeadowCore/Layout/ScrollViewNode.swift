import Foundation

/// A scrollable viewport: `ScrollView` (§7).
///
/// Along its scroll axes it proposes nothing to its content, which takes its ideal length, and takes the length
/// proposed to it; across them it passes the proposal through and is as large as its content. It clips its
/// content to its bounds.
///
/// Scrolling follows UIScrollView: a drag moves the content, rubber-banding past the ends; a release coasts at
/// a deceleration of 0.998 per millisecond, and a coast or release past an end springs back to it. A
/// `scrollTargetBehavior` moves where a release ends (a page, a view's edge). The `safeAreaInset`s and
/// `safeAreaPadding` around it inset its content, not its frame (§7).
final class ScrollViewNode: ViewNode, GestureProvider {
    var axes: Axis.Set = .vertical
    /// Room above the content inside the viewport, for a navigation bar's large title (at rest the content starts
    /// this far down; scrolling it away collapses the title).
    var topContentInset: CGFloat = 0
    /// The safe-area insets that `safeAreaInset` and `safeAreaPadding` around it add, taken as it is sized and
    /// placed: the content starts inside them at rest and scrolls until its ends are inside them, as SwiftUI insets
    /// a scroll view's content by its safe area.
    private(set) var safeAreaContentInsets = EdgeInsets()
    /// What a `containerRelativeFrame` in the content takes as its container: the visible part of the viewport the
    /// content was last sized or placed for. A view finds it on its nearest scroll view above it (SwiftUI's
    /// container geometry is an input of the views inside, not a global), so nested scroll views each size their
    /// own content.
    private(set) var containerSize: CGSize?
    /// Where a scroll settles when the finger lifts (`scrollTargetBehavior`); nil to coast freely.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// The `scrollPosition(id:anchor:)` binding around it, if any.
    private var position: ScrollPositionBinding?
    /// The id of the target layout's top-most view at the last placement, or the one it was last set to.
    private var positionID: AnyHashable?
    /// The id the binding was set to, to scroll to after layout, with the animation of its transaction.
    private var pendingPosition: (id: AnyHashable, animation: Animation?)?
    private let offset = AnimatedProperty<CGPoint>(.zero)
    private var panStart: CGPoint?
    private var contentSize = CGSize.zero
    /// The activity indicator of a refreshable scroll (`ScrollViewNode+Refresh.swift`), and whether it refreshes.
    var refreshIndicator: ViewNode?
    var isRefreshing = false
    private var viewportSize = CGSize.zero
    /// The UIKit scroll view this one shows (`hostedScrollLink`), which hears its offset and drags.
    var link: HostedScrollLink? {
        didSet {
            guard link !== oldValue else { return }
            guard let link else {
                offset.onChange = nil
                offset.onSettle = nil
                return
            }
            link.node = self
            offset.onChange = { [weak self, weak link] in
                guard let self else { return }
                link?.report(self.contentOffset)
            }
            offset.onSettle = { [weak link] in link?.settled() }
        }
    }

    /// UIScrollView's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring that returns content past an end to the end.
    static let bounceBack = Animation.spring(response: 0.45, dampingFraction: 1)

    override var kind: LayoutNode.Kind { .scrollView }

    /// A plain view's spacing: the content scrolls inside, its edges are not the scroll view's (§1.6).
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    /// How far the content is scrolled now (positive: content moved up or left).
    var contentOffset: CGPoint { offset.value(at: clock.time) }

    /// While the offset animates (coasting after a flick, springing back from past an end, scrolling to a view),
    /// it moves the content as a compositor moves a layer.
    override var isMovingChildren: Bool { offset.isAnimating(at: clock.time) }

    private var maxOffset: CGPoint {
        CGPoint(
            x: max(0, contentSize.width + safeAreaContentInsets.horizontal - viewportSize.width),
            y: max(0, contentSize.height + topContentInset + safeAreaContentInsets.vertical - viewportSize.height))
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    /// Across a scroll axis the content is proposed the viewport less the safe-area insets on that axis.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let insets = safeAreaContentInsets
        return ProposedViewSize(
            width: scrolls(.horizontal) ? nil : proposal.width.map { max(0, $0 - insets.horizontal) },
            height: scrolls(.vertical) ? nil : proposal.height.map { max(0, $0 - insets.vertical) })
    }

    /// Takes the insets the `safeAreaInset`s around hand it: those of each inset node whose content this scroll
    /// view is, through single-child modifiers and other insets (the path `SafeAreaInsetNode.scrollViewContent`
    /// walks down), added from the outermost in. A scroll view in the content takes none of them.
    private func adoptSafeAreaInsets() -> EdgeInsets {
        var handed: [EdgeInsets] = []
        var node: ViewNode = self
        while let parent = node.parent, parent.children.first === node, !(parent is ScrollViewNode),
            parent is SafeAreaInsetNode || parent.children.count == 1
        {
            if let insetNode = parent as? SafeAreaInsetNode { handed.append(insetNode.scrollViewInsets) }
            node = parent
        }
        safeAreaContentInsets = handed.reversed().reduce(EdgeInsets()) { total, insets in
            EdgeInsets(
                top: total.top + insets.top, leading: total.leading + insets.leading,
                bottom: total.bottom + insets.bottom, trailing: total.trailing + insets.trailing)
        }
        return safeAreaContentInsets
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = adoptSafeAreaInsets()
        containerSize = visibleSize(of: proposal.replacingUnspecifiedDimensions())
        let content = children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let width = scrolls(.horizontal) ? (proposal.width ?? content.width) : content.width + insets.horizontal
        let height = scrolls(.vertical) ? (proposal.height ?? content.height) : content.height + insets.vertical
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let child = children.first else { return }
        let insets = adoptSafeAreaInsets()
        containerSize = visibleSize(of: rect.size)
        let childProposal = contentProposal(ProposedViewSize(rect.size))
        let size = child.sizeThatFits(childProposal)
        contentSize = size
        viewportSize = rect.size
        let scrolled = contentOffset
        let inner = CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
        // Content shorter than the viewport centres across the scroll axis and starts at the leading/top edge.
        var origin = CGPoint(x: inner.minX - scrolled.x, y: inner.minY + topContentInset - scrolled.y)
        if !scrolls(.horizontal) { origin.x = inner.minX + (inner.width - size.width) / 2 }
        if !scrolls(.vertical) { origin.y = inner.minY + (inner.height - size.height) / 2 }
        child.place(in: CGRect(origin: origin, size: size), proposal: childProposal, context: context)
        placeRefreshIndicator(contentTop: origin.y - topContentInset, in: inner, context: context)
        updatePosition()
    }

    /// Takes the `scrollPosition` binding around it; when it was set to another id than the one it holds, scrolls
    /// there after the coming layout, that view's `anchor` point (its top or leading edge with no anchor, so that it
    /// is the top-most view the binding names) on the visible part's.
    func adoptPosition(_ binding: ScrollPositionBinding?, transaction: Transaction) {
        position = binding
        guard let id = binding?.get(), id != positionID else { return }
        positionID = id
        pendingPosition = (id, transaction.disablesAnimations ? nil : transaction.animation)
    }

    /// After a placement: scrolls to the view the binding was set to, or writes the binding when the top-most view
    /// of the scroll target layout changed (from one placement to the next, not at the first).
    private func updatePosition() {
        guard let position else { return }
        if pendingPosition != nil {
            graph?.enqueue { [weak self] in
                guard let self, let pending = self.pendingPosition else { return }
                self.pendingPosition = nil
                guard let (_, target) = ScrollViewReaderNode.locate(pending.id, in: self, scrollView: nil) else { return }
                self.scroll(toShow: target, anchor: position.anchor ?? .top, animation: pending.animation)
            }
            return
        }
        let top = topTargetID(anchor: position.anchor)
        guard let top, top != positionID else { return }
        let isFirst = positionID == nil
        positionID = top
        if !isFirst { graph?.enqueue { position.set(top) } }
    }

    /// The id of the first view of the scroll target layout that reaches past `anchor`'s point of the visible
    /// part along the scroll axis (its leading or top edge with no anchor).
    private func topTargetID(anchor: UnitPoint?) -> AnyHashable? {
        guard let content = children.first, let layout = Self.scrollTargetLayout(in: content) else { return nil }
        let axis: Axis = scrolls(.vertical) ? .vertical : .horizontal
        let fraction = axis == .vertical ? anchor?.y ?? 0 : anchor?.x ?? 0
        let line = frame.origin[axis] + fraction * frame.size[axis]
        for child in layout.children where child.frame.origin[axis] + child.frame.size[axis] > line {
            if let id = child.key.explicitID ?? (child as? IdentityNode)?.id { return id }
        }
        return nil
    }

    /// The size `containerRelativeFrame` sizes the content by: the viewport less its safe-area insets.
    private func visibleSize(of viewport: CGSize) -> CGSize {
        CGSize(
            width: max(0, viewport.width - safeAreaContentInsets.horizontal),
            height: max(0, viewport.height - safeAreaContentInsets.vertical))
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    /// A vertical scroll view tells an enclosing navigation stack it is there, so its large title collapses with it.
    override func writePreferences(_ values: inout PreferenceValues) {
        if scrolls(.vertical) { values[ContainsVerticalScrollViewKey.self] = true }
    }

    override func clipsHit(at point: CGPoint) -> Bool { !frame.contains(point) }

    /// Under `scrollDisabled(true)` it offers no pan and takes no wheel: the content stays where it is.
    func gestureRecognizers() -> [any GestureRecognizer] {
        environment.isScrollEnabled ? [ScrollPanRecognizer(scrollView: self)] : []
    }

    func scrollWheel(by delta: CGSize) -> Bool {
        guard environment.isScrollEnabled, accepts(delta) else { return false }
        scroll(by: delta)
        return true
    }

    /// Stops coasting content where it is, as a touch on a decelerating scroll view does.
    func catchCoasting() {
        if offset.isAnimating(at: clock.time) { beginPan() }
    }

    /// Whether a drag mostly along `translation` is this scroll view's to take.
    func accepts(_ translation: CGSize) -> Bool {
        let horizontal = abs(translation.width) > abs(translation.height)
        return scrolls(horizontal ? .horizontal : .vertical)
    }

    /// Starts following a drag, catching the content if it was coasting.
    func beginPan() {
        let now = contentOffset
        offset.set(now, animation: nil, for: self)
        panStart = now
    }

    /// A drag takes the content: the pan begins, a linked UIKit scroll view hears it, and the text being edited
    /// stops when `scrollDismissesKeyboard` asks (`endEditingIfDismissingKeyboard`).
    func beginDragging() {
        beginPan()
        link?.beganDragging()
        endEditingIfDismissingKeyboard()
    }

    /// Takes focus from the text field being edited when the environment's `scrollDismissesKeyboardMode` ends
    /// editing as a drag starts to scroll: `.immediately`, and `.automatic` in a `List`, as on iOS 16.
    private func endEditingIfDismissingKeyboard() {
        guard environment.scrollDismissesKeyboardMode.endsEditingOnDrag(inList: parent is ListNode),
            let graph, graph.focus.focused is any TextInputClient
        else { return }
        graph.endEditing()
    }

    /// The finger lets go with `velocity`; a linked UIKit scroll view hears whether the content moves on.
    func endDragging(velocity: CGSize) {
        endPan(velocity: velocity)
        link?.endedDragging(decelerates: offset.isAnimating(at: clock.time))
    }

    /// Moves the content with the finger; past an end it follows with resistance.
    func pan(by translation: CGSize) {
        guard let panStart else { return }
        var raw = panStart
        if scrolls(.horizontal) { raw.x -= translation.width }
        if scrolls(.vertical) { raw.y -= translation.height }
        let banded = CGPoint(
            x: rubberBand(raw.x, limit: maxOffset.x, dimension: viewportSize.width),
            y: rubberBand(raw.y, limit: maxOffset.y, dimension: viewportSize.height))
        offset.set(banded, animation: nil, for: self)
    }

    /// Lets go with the finger's `velocity` (points per second): coasts, or springs back inside the ends; with a
    /// scroll target behavior, springs to the target the behavior makes of the projected end.
    func endPan(velocity: CGSize) {
        let start = panStart ?? contentOffset
        panStart = nil
        let current = contentOffset
        let v = CGPoint(x: scrolls(.horizontal) ? -velocity.width : 0, y: scrolls(.vertical) ? -velocity.height : 0)
        let factor = DragGesture.projectionFactor
        let projected = CGPoint(x: current.x + v.x * factor, y: current.y + v.y * factor)
        if let targetBehavior {
            settle(at: projected, from: start, velocity: v, by: targetBehavior)
            return
        }
        if refreshIfPulled(to: current) { return }
        let top = restingTop
        let clamped = CGPoint(x: min(max(projected.x, 0), maxOffset.x), y: min(max(projected.y, top), max(maxOffset.y, top)))
        let isOutside = current.x < 0 || current.y < top || current.x > maxOffset.x || current.y > maxOffset.y
        if isOutside || clamped != projected {
            offset.set(clamped, animation: Self.bounceBack, for: self, velocity: v)
        } else {
            offset.set(projected, animation: .deceleration, for: self)
        }
    }

    /// Springs to where `behavior` moves the `projected` end of a scroll that began at `start`, inside the ends.
    private func settle(at projected: CGPoint, from start: CGPoint, velocity: CGPoint, by behavior: any ScrollTargetBehavior) {
        let original = ScrollTarget(rect: CGRect(origin: projected, size: viewportSize))
        var target = original
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: CGVector(dx: velocity.x, dy: velocity.y), contentSize: contentSize,
            containerSize: viewportSize, axes: axes, startOffset: start, viewOffsets: targetViewOffsets)
        behavior.updateTarget(&target, context: context)
        let end = CGPoint(
            x: min(max(target.rect.minX, 0), maxOffset.x), y: min(max(target.rect.minY, 0), maxOffset.y))
        offset.set(end, animation: Self.bounceBack, for: self, velocity: velocity)
    }

    /// The content offsets that bring each view of the scroll target layout to the leading and top edges.
    private var targetViewOffsets: [CGPoint] {
        guard let content = children.first, let layout = Self.scrollTargetLayout(in: content) else { return [] }
        // Where each view is in the content, from frames of the same layout (the offset may have moved since).
        let origin = content.frame.origin
        return layout.children.map { CGPoint(x: $0.frame.minX - origin.x, y: $0.frame.minY - origin.y) }
    }

    /// The first node at or below `node` that `scrollTargetLayout()` marks, not looking into nested scroll views.
    private static func scrollTargetLayout(in node: ViewNode) -> ViewNode? {
        if node.traits[ScrollTargetLayoutTraitKey.self] { return node }
        for child in node.children where !(child is ScrollViewNode) {
            if let found = scrollTargetLayout(in: child) { return found }
        }
        return nil
    }

    /// Moves the content to `target` along `animation`.
    func setOffset(_ target: CGPoint, animation: Animation?) {
        offset.set(target, animation: animation, for: self)
    }

    /// Scrolls by a wheel or trackpad `delta` (points), stopping at the ends.
    func scroll(by delta: CGSize) {
        var target = contentOffset
        if scrolls(.horizontal) { target.x = min(max(target.x + delta.width, 0), maxOffset.x) }
        if scrolls(.vertical) { target.y = min(max(target.y + delta.height, 0), maxOffset.y) }
        offset.set(target, animation: nil, for: self)
    }

    /// Scrolls so that `target` (in root coordinates) sits at `anchor` of the viewport, as `ScrollViewProxy.scrollTo`
    /// does: the target's anchor point on the viewport's, within the content's ends; with no anchor, by the least
    /// that shows it whole (no move when it already shows). Moves along `animation` when there is one.
    func scroll(toShow target: CGRect, anchor: UnitPoint?, animation: Animation?) {
        let current = contentOffset
        func along(_ axis: Axis, anchor fraction: CGFloat?, limit: CGFloat) -> CGFloat {
            let now = current[axis]
            guard scrolls(axis) else { return now }
            let start = target.origin[axis] - frame.origin[axis]
            let length = target.size[axis]
            let viewport = frame.size[axis]
            let fraction = fraction ?? (start < 0 ? 0 : start + length > viewport ? 1 : nil)
            guard let fraction else { return now }
            return min(max(now + start - fraction * (viewport - length), 0), limit)
        }
        let destination = CGPoint(
            x: along(.horizontal, anchor: anchor?.x, limit: maxOffset.x),
            y: along(.vertical, anchor: anchor?.y, limit: maxOffset.y))
        offset.set(destination, animation: animation, for: self)
        graph?.inputChanged()
    }

    /// UIScrollView's rubber band: past a limit by x, the content moves (1 − 1 / (x·c/d + 1))·d.
    private func rubberBand(_ value: CGFloat, limit: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return value }
        let c = Self.rubberBandConstant
        func band(_ excess: CGFloat) -> CGFloat { (1 - 1 / (excess * c / dimension + 1)) * dimension }
        if value < 0 { return -band(-value) }
        if value > limit { return limit + band(value - limit) }
        return value
    }
}

extension LayoutNode.Kind {
    /// A `ScrollView` node of the laid-out tree.
    public static let scrollView = Self("ScrollView")
}
