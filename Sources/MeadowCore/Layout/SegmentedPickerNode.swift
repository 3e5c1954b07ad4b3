import Foundation

/// A segmented control: equal segments in a rounded track, the selected one on a raised white thumb.
///
/// Metrics follow UIKit's `UISegmentedControl` since iOS 13: 32 points tall, track radius 9, thumb inset 2 with
/// radius 7, titles in 13-point text; it takes the width offered, or its titles' width when none is. A tap
/// selects the segment under it and the thumb slides there, as UIKit animates it whatever the transaction.
final class SegmentedPickerNode: ViewNode, TapControl {
    private(set) var selectedIndex: Int?
    var select: (AnyHashable) -> Void = { _ in }
    var isPressed = false
    private let thumb = AnimatedProperty<CGFloat>(0)
    private var hasSelected = false

    static let height: CGFloat = 32
    static let trackColor = RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let separatorColor = RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    static let thumbInset: CGFloat = 2
    static let slide = Animation.spring(response: 0.3, dampingFraction: 1)

    override var kind: LayoutNode.Kind { .picker }

    func setSelectedIndex(_ index: Int?) {
        selectedIndex = index
        guard let index else { return }
        thumb.set(CGFloat(index), animation: hasSelected ? Self.slide : nil, clock: clock)
        hasSelected = true
    }

    func tapped(at point: CGPoint) {
        guard !children.isEmpty else { return }
        let index = min(max(Int((point.x - frame.minX) / (frame.width / CGFloat(children.count))), 0), children.count - 1)
        if let tag = children[index].tag { select(tag) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widest = children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(children.count) * (widest + 24)
        return CGSize(width: proposal.width ?? ideal, height: Self.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for (index, segment) in children.enumerated() {
            let slot = segmentRect(CGFloat(index), in: rect).insetBy(dx: 6, dy: 0)
            place(segment, proposal: ProposedViewSize(slot.size), alignment: .center, in: slot)
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
