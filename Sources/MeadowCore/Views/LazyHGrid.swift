import Foundation

/// Cells in columns that flow to the right, in the rows `rows` describes, as SwiftUI's `LazyHGrid`.
///
/// Meadow builds every cell (not only those on screen); the columns and rows are SwiftUI's (see `LazyGridNode`).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let grid = node as? LazyGridNode ?? LazyGridNode()
        grid.configure(flow: .horizontal, items: rows, alignment: alignment.key, spacing: spacing)
        context.with { $0.stackAxis = nil }.buildChildren(content, of: grid)
        return grid
    }
}
