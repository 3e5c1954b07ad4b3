import Foundation

/// A segmented control: equal segments in a rounded track, the selected one on a raised white thumb.
///
/// Metrics follow UIKit's `UISegmentedControl` since iOS 13: 32 points tall, track radius 9, thumb inset 2 with
/// radius 7, titles in 13-point text; it takes the width offered, or its titles' width when none is. A tap
/// selects the segment under it and the thumb slides there, as UIKit animates it whatever the transaction.
final class SegmentedPickerNode: ViewNode, TapControl {
    private(set) var selectedIndex: Int?
    /// The picker's label, read by assistive technologies only; empty when it has none.
    var title = ""
    var select: (AnyHashable) -> Void = { _ in }
    /// Each segment's tag, in order: its `tag(_:)`, or its id in a `ForEach` (the tags SwiftUI gives a picker's
    /// options implicitly); nil for a segment with neither.
    var tags: [AnyHashable?] = []
    var isPressed = false {
        didSet { if isPressed != oldValue { invalidateDrawing() } }
    }
    private let thumb = AnimatedProperty<CGFloat>(0)
    private var hasSelected = false

    // The control's metrics copy UIKit's `UISegmentedControl` as iOS 13 and later draw it; no primary source gives
    // them (reference/swiftui-layout.md marks even the 32-point height unverified).

    /// The control's height: 32 points since iOS 13 (28 before).
    static let height: CGFloat = 32
    /// The titles' font size: 13 points, medium, semibold when selected.
    static let titleFontSize: CGFloat = 13
    /// Room beside the widest title in each segment of the ideal width (12 points a side), as UIKit sizes a control
    /// that is offered no width.
    static let idealSegmentPadding: CGFloat = 24
    /// How far a title stays from its segment's left and right edges, so a long title stops short of the separators.
    static let titleInset: CGFloat = 6
    /// Corner radius of the grey track behind the segments.
    static let trackCornerRadius: CGFloat = 9
    /// The track's fill: UIKit's `tertiarySystemFill` (118, 118, 128) at 12 %.
    static let trackColor = RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// How far the selected segment's white thumb sits inside its segment on every side.
    static let thumbInset: CGFloat = 2
    /// Corner radius of the thumb: the track's radius less the inset, so their corners stay concentric.
    static let thumbCornerRadius: CGFloat = 7
    /// The thumb's drop shadow: black at 12 %, blurred by 4 points and moved 3 points down.
    static let thumbShadow = DisplayEffect.shadow(
        RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 4, offset: CGSize(width: 0, height: 3))
    /// The colour of the hairline around the thumb: black at 4 %.
    static let thumbOutlineColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.04)
    /// The width of the hairline around the thumb.
    static let thumbOutlineWidth: CGFloat = 0.5
    /// The thumb's opacity while a finger is down on the control.
    static let pressedThumbOpacity: Double = 0.9
    /// The separators between unselected segments: 1 point wide, 16 points tall, centred vertically.
    static let separatorSize = CGSize(width: 1, height: 16)
    /// The separators' colour: UIKit's `systemGray` (142, 142, 147) at 30 %.
    static let separatorColor = RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    static let slide = Animation.spring(response: 0.3, dampingFraction: 1)

    override var kind: LayoutNode.Kind { .picker }

    func setSelectedIndex(_ index: Int?) {
        selectedIndex = index
        guard let index else { return }
        thumb.set(CGFloat(index), animation: hasSelected ? Self.slide : nil, for: self)
        hasSelected = true
    }

    func tapped(at point: CGPoint) {
        guard !children.isEmpty else { return }
        let index = min(max(Int((point.x - frame.minX) / (frame.width / CGFloat(children.count))), 0), children.count - 1)
        selectSegment(index)
    }

    /// Selects the segment at `index` when it has a tag.
    func selectSegment(_ index: Int) {
        if tags.indices.contains(index), let tag = tags[index] { select(tag) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widest = children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(children.count) * (widest + Self.idealSegmentPadding)
        return CGSize(width: proposal.width ?? ideal, height: Self.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for (index, segment) in children.enumerated() {
            let slot = segmentRect(CGFloat(index), in: rect).insetBy(dx: Self.titleInset, dy: 0)
            place(segment, proposal: ProposedViewSize(slot.size), alignment: .center, in: slot, context: context)
        }
    }

    /// Where the thumb is now, in segments from the first: between two while it slides.
    var thumbPosition: CGFloat { thumb.value(at: clock.time) }

    func segmentRect(_ position: CGFloat, in rect: CGRect) -> CGRect {
        let width = rect.width / CGFloat(max(children.count, 1))
        return CGRect(x: rect.minX + position * width, y: rect.minY, width: width, height: rect.height)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }
}

extension LayoutNode.Kind {
    /// A segmented `Picker`.
    public static let picker = Self("Picker")
}
