import Foundation
import Testing

@testable import MeadowCore

/// A frame surface with no pixels that records what the compositor copied into it from another frame.
final class RecordingFrame: CompositedFrame {
    let width: Int
    let height: Int
    var damagedRects: [CGRect]?
    /// Each copy: the frame copied from (known by its identity, not held, so the compositor may recycle it) and
    /// the rects copied.
    private(set) var copies: [(from: ObjectIdentifier, rects: [CGRect])] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func copyPixels(from other: RecordingFrame, in rects: [CGRect]) {
        copies.append((ObjectIdentifier(other), rects))
    }

    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ stride: Int) -> Result) -> Result {
        body(UnsafeBufferPointer(start: nil, count: 0), width * 4)
    }
}

/// A layer with no pixels: an area, an anchor and a size in bytes, and as much of it filled as a test says.
final class RecordingLayer: CompositedLayer {
    let area: CGRect
    let anchor: CGPoint
    let byteCount: Int
    var filledArea = CGRect.null

    init(area: CGRect, anchor: CGPoint = .zero, byteCount: Int = 1_000) {
        self.area = area
        self.anchor = anchor
        self.byteCount = byteCount
    }
}

typealias TestCompositor = Compositor<RecordingFrame, RecordingLayer>

/// A canvas of 100 × 50 points at scale 2: 200 × 100 pixels, on white.
let testCanvas = FrameCanvas(size: CGSize(width: 100, height: 50), scale: 2, background: RGBA(red: 1, green: 1, blue: 1, alpha: 1))

/// A rect filled in `color`.
func filled(_ rect: CGRect, _ color: RGBA = RGBA(red: 1, green: 0, blue: 0, alpha: 1)) -> DisplayItem {
    .fill(Path(rect), color, FillStyle())
}

/// A list with `identity` and `version`, as the view graph makes them.
func identified(_ items: [DisplayItem], identity: Int, version: Int, isAnimating: Bool = false, isScrolled: Bool = false) -> DisplayList {
    var list = DisplayList(items: items)
    list.identity = identity
    list.version = version
    list.isAnimating = isAnimating
    list.isScrolled = isScrolled
    return list
}
