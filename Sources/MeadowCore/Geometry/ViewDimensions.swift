import Foundation

/// A view's size and alignment guides in its own coordinates, as SwiftUI's `ViewDimensions`: what
/// `alignmentGuide(_:computeValue:)`'s closure and `LayoutSubview.dimensions(in:)` give.
public struct ViewDimensions {
    let size: CGSize
    /// The view's explicit value for a guide, if it sets one (itself or through its content).
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicitValue = explicitValue
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Where `guide` sits: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// Where `guide` sits: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(in: self) }
}
