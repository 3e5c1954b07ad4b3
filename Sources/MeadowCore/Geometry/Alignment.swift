import Foundation

/// A pair of horizontal and vertical guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin that places a child of `size` in `container` so both share this alignment's guides.
    func origin(of size: CGSize, in container: CGRect) -> CGPoint {
        CGPoint(
            x: container.minX + (horizontal.key.defaultValue(for: container.size) - horizontal.key.defaultValue(for: size)),
            y: container.minY + (vertical.key.defaultValue(for: container.size) - vertical.key.defaultValue(for: size)))
    }

    /// The origin that places a child of `dimensions` in `container` so the child's guides (explicit or default)
    /// meet the container's. Layout code calls it, on the main actor.
    @MainActor
    func origin(of dimensions: ViewDimensions, in container: CGRect) -> CGPoint {
        CGPoint(
            x: container.minX + (horizontal.key.defaultValue(for: container.size) - dimensions[horizontal.key]),
            y: container.minY + (vertical.key.defaultValue(for: container.size) - dimensions[vertical.key]))
    }
}
