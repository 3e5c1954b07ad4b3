import Foundation

/// The size and position of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    /// The safe-area insets that fall inside the reader.
    public let safeAreaInsets: EdgeInsets
    /// The origins, in root coordinates, of the coordinate spaces named around the reader.
    let namedOrigins: [AnyHashable: CGPoint]
    /// Notes that the content read where the reader is, so the reader builds it again when it moves.
    let reads: PositionReads?

    /// Whether a reader's content asked where the reader is (`frame(in:)` in a space other than its own).
    final class PositionReads {
        var position = false
    }

    init(
        size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets, namedOrigins: [AnyHashable: CGPoint] = [:],
        reads: PositionReads? = nil
    ) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
        self.namedOrigins = namedOrigins
        self.reads = reads
    }

    /// The reader's frame in a coordinate space: its own, the screen's, or a view's named around it (the screen's
    /// when none is).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            reads?.position = true
            return globalFrame
        case .named(let name):
            reads?.position = true
            let origin = namedOrigins[name] ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in a coordinate space given as iOS 17's `.local`, `.global` or `.named(_:)`, as SwiftUI's
    /// `frame(in:)` taking a `CoordinateSpaceProtocol`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The value of `anchor` in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(relativeTo: globalFrame.origin)
    }
}
