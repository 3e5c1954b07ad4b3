import Foundation

/// A scrollable viewport: `ScrollView` (§7).
///
/// Along its scroll axes it proposes nothing to its content, which takes its ideal length, and takes the length
/// proposed to it; across them it passes the proposal through and is as large as its content. It clips its
/// content to its bounds.
///
/// Scrolling follows UIScrollView: a drag moves the content, rubber-banding past the ends; a release coasts at
/// a deceleration of 0.998 per millisecond, and a coast or release past an end springs back to it.
final class ScrollViewNode: ViewNode, GestureProvider {
    var axes: Axis.Set = .vertical
    /// Room above the content inside the viewport, for a navigation bar's large title (at rest the content starts
    /// this far down; scrolling it away collapses the title).
    var topContentInset: CGFloat = 0
    private let offset = AnimatedProperty<CGPoint>(.zero)
    private var panStart: CGPoint?
    private var contentSize = CGSize.zero
    private var viewportSize = CGSize.zero

    /// UIScrollView's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring that returns content past an end to the end.
    static let bounceBack = Animation.spring(response: 0.45, dampingFraction: 1)

    override var kind: LayoutNode.Kind { .scrollView }

    /// How far the content is scrolled now (positive: content moved up or left).
    var contentOffset: CGPoint { offset.value(at: clock.time) }

    private var maxOffset: CGPoint {
        CGPoint(
            x: max(0, contentSize.width - viewportSize.width),
            y: max(0, contentSize.height + topContentInset - viewportSize.height))
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: scrolls(.horizontal) ? nil : proposal.width,
            height: scrolls(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let width = scrolls(.horizontal) ? (proposal.width ?? content.width) : content.width
        let height = scrolls(.vertical) ? (proposal.height ?? content.height) : content.height
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let child = children.first else { return }
        let childProposal = contentProposal(ProposedViewSize(rect.size))
        let size = child.sizeThatFits(childProposal)
        contentSize = size
        viewportSize = rect.size
        let scrolled = contentOffset
        // Content shorter than the viewport centres across the scroll axis and starts at the leading/top edge.
        var origin = CGPoint(x: rect.minX - scrolled.x, y: rect.minY + topContentInset - scrolled.y)
        if !scrolls(.horizontal) { origin.x = rect.minX + (rect.width - size.width) / 2 }
        if !scrolls(.vertical) { origin.y = rect.minY + (rect.height - size.height) / 2 }
        child.place(in: CGRect(origin: origin, size: size), proposal: childProposal)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    /// A vertical scroll view tells an enclosing navigation stack it is there, so its large title collapses with it.
    override func writePreferences(_ values: inout PreferenceValues) {
        if scrolls(.vertical) { values[ContainsVerticalScrollViewKey.self] = true }
    }

    override func clipsHit(at point: CGPoint) -> Bool { !frame.contains(point) }

    func gestureRecognizers() -> [any GestureRecognizer] {
        [ScrollPanRecognizer(scrollView: self)]
    }

    func scrollWheel(by delta: CGSize) -> Bool {
        guard accepts(delta) else { return false }
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

    /// Lets go with the finger's `velocity` (points per second): coasts, or springs back inside the ends.
    func endPan(velocity: CGSize) {
        panStart = nil
        let current = contentOffset
        let v = CGPoint(x: scrolls(.horizontal) ? -velocity.width : 0, y: scrolls(.vertical) ? -velocity.height : 0)
        let factor = DragGesture.projectionFactor
        let projected = CGPoint(x: current.x + v.x * factor, y: current.y + v.y * factor)
        let clamped = CGPoint(x: min(max(projected.x, 0), maxOffset.x), y: min(max(projected.y, 0), maxOffset.y))
        let isOutside = current.x < 0 || current.y < 0 || current.x > maxOffset.x || current.y > maxOffset.y
        if isOutside || clamped != projected {
            offset.set(clamped, animation: Self.bounceBack, for: self, velocity: v)
        } else {
            offset.set(projected, animation: .deceleration, for: self)
        }
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
