import Foundation

/// Cells in rows that flow downward, in the columns `columns` describes, as SwiftUI's `LazyVGrid`.
///
/// Meadow builds every cell (not only those on screen); the columns and rows are SwiftUI's (see `LazyGridNode`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let grid = node as? LazyGridNode ?? LazyGridNode()
        grid.configure(flow: .vertical, items: columns, alignment: alignment.key, spacing: spacing)
        context.with { $0.stackAxis = nil }.buildChildren(content, of: grid)
        return grid
    }
}
