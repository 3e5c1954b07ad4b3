import Foundation

/// A kind of view graph node that draws something of its own: a leaf's content (a shape, text, an image), or an
/// effect or decoration around its children. A node of any other kind draws its children in order.
///
/// Drawing is display-list building, apart from layout: each conformance lives in this folder, beside the node
/// kind's layout in `Layout/`, and reads the node's laid-out frame and presented values.
@MainActor
protocol NodeDrawing: ViewNode {
    /// Appends what the node draws, in its own coordinates (its `localBounds`), its children included.
    func draw(into list: inout DisplayList)
}
