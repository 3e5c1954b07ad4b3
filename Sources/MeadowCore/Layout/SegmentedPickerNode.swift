import Foundation

/// A segmented control: equal segments in a rounded track, the selected one on a raised white thumb.
///
/// Metrics follow UIKit's `UISegmentedControl` since iOS 13: 32 points tall, track radius 9, thumb inset 2 with
/// radius 7, titles in 13-point text; it takes the width offered, or its titles' width when none is.
final class SegmentedPickerNode: ViewNode {
    var selectedIndex: Int?
    var select: (AnyHashable) -> Void = { _ in }

    static let height: CGFloat = 32
    static let trackColor = RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let separatorColor = RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    static let thumbInset: CGFloat = 2

    override var kind: String { "Picker" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widest = children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(children.count) * (widest + 24)
        return CGSize(width: proposal.width ?? ideal, height: Self.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for (index, segment) in children.enumerated() {
            let slot = segmentRect(index, in: rect).insetBy(dx: 6, dy: 0)
            place(segment, proposal: ProposedViewSize(slot.size), alignment: .center, in: slot)
        }
    }

    func segmentRect(_ index: Int, in rect: CGRect) -> CGRect {
        let width = rect.width / CGFloat(max(children.count, 1))
        return CGRect(x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    override func render(into list: inout DisplayList) {
        list.append(.fill(Path(roundedRect: frame, cornerRadius: 9), Self.trackColor, FillStyle()))
        for index in 1..<max(children.count, 1) where index != selectedIndex && index - 1 != selectedIndex {
            let x = segmentRect(index, in: frame).minX
            let line = CGRect(x: x - 0.5, y: frame.midY - 8, width: 1, height: 16)
            list.append(.fill(Path(line), Self.separatorColor, FillStyle()))
        }
        if let selectedIndex {
            let thumb = segmentRect(selectedIndex, in: frame).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            let path = Path(roundedRect: thumb, cornerRadius: 7)
            list.group(.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 4, offset: CGSize(width: 0, height: 3))) {
                $0.append(.fill(path, RGBA(red: 1, green: 1, blue: 1, alpha: 1), FillStyle()))
            }
            list.append(.stroke(path, RGBA(red: 0, green: 0, blue: 0, alpha: 0.04), StrokeStyle(lineWidth: 0.5)))
        }
        super.render(into: &list)
    }
}
