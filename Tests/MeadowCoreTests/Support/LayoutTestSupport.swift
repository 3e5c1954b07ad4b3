import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Helpers for the layout conformance tests: lay a view out on a canvas and compare frames exactly, allowing only
// the rounding error of float sums.

/// The most two frame coordinates may differ by: float sums, nothing looser.
let frameTolerance: CGFloat = 1e-9

/// A rectangle from its origin and size, for expected frames.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two lengths agree within `frameTolerance` (equal infinities agree).
func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a == b || abs(a - b) <= frameTolerance
}

/// Whether two frames agree within `frameTolerance` in origin and size.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    isClose(a.origin.x, b.origin.x) && isClose(a.origin.y, b.origin.y) && isClose(a.size.width, b.size.width)
        && isClose(a.size.height, b.size.height)
}

/// Whether two sizes agree within `frameTolerance`.
func isClose(_ a: CGSize, _ b: CGSize) -> Bool {
    isClose(a.width, b.width) && isClose(a.height, b.height)
}

/// Expects `node` to exist and to have exactly `expected` as its frame.
func expectFrame(_ node: LayoutNode?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let node else {
        Issue.record("no node to compare with \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        isClose(node.frame, expected),
        "\(node.kind) #\(node.accessibilityIdentifier ?? "-") is at \(node.frame), not \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects `node` to exist and to have exactly `expected` as its size.
func expectSize(_ node: LayoutNode?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let node else {
        Issue.record("no node to compare with \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        isClose(node.frame.size, expected), "\(node.kind) is \(node.frame.size), not \(expected)",
        sourceLocation: sourceLocation)
}

/// `view` laid out as the root of a canvas of `width`×`height` points with no safe area: it is proposed the canvas
/// size and centred in it.
@MainActor
func layout<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> LayoutNode {
    LayoutHarness(view, size: CGSize(width: width, height: height)).layoutTree
}

/// The size `view` takes for an unspecified proposal, measured through `fixedSize()` on a large canvas.
@MainActor
func idealSize<V: View>(of view: V) -> CGSize {
    layout(view.fixedSize(), width: 2000, height: 2000).frame.size
}

/// A fixed-size colour probe, tagged `id`.
@MainActor
func block(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
}

/// A flexible colour probe (takes the whole proposal, 10 where unspecified), tagged `id`.
@MainActor
func fill(_ id: String) -> some View {
    Color.blue.accessibilityIdentifier(id)
}

/// The list rows (kind `.listRow`) of a tree, in order.
func rows(_ tree: LayoutNode) -> [LayoutNode] {
    var found: [LayoutNode] = []
    func visit(_ node: LayoutNode) {
        if node.kind == .listRow { found.append(node) }
        node.children.forEach(visit)
    }
    visit(tree)
    return found
}
