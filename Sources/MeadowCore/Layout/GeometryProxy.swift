import Foundation

/// The size and position of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    /// The safe-area insets that fall inside the reader.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        case .named: globalFrame
        }
    }

    /// The value of `anchor` in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(relativeTo: globalFrame.origin)
    }
}
