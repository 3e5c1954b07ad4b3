import Foundation

/// Cells in columns that flow to the right, in the rows `rows` describes, as SwiftUI's `LazyHGrid`.
///
/// As in SwiftUI, "creating items only as needed": in a scroll view the grid builds only the cells of the columns in
/// or near its visible part, as a lazy stack does; outside one it builds them all. The columns and rows are
/// SwiftUI's (see `LazyGridNode`).
/// As in SwiftUI, a `Section`'s header and footer each take a column of their own across the grid's whole height
/// and its cells start a new column; `pinnedViews` keeps the headers or footers of the sections on screen at the
/// scroll view's leading and trailing edges while their section is under them.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let grid = node.reused { LazyGridNode() }
        grid.configure(
            flow: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            pinnedViews: pinnedViews, content: content, context: context)
        return grid
    }
}
