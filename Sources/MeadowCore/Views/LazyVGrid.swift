import Foundation

/// Cells in rows that flow downward, in the columns `columns` describes, as SwiftUI's `LazyVGrid`.
///
/// As in SwiftUI, "creating items only as needed": in a scroll view the grid builds only the cells of the rows in
/// or near its visible part, as a lazy stack does; outside one it builds them all. The columns and rows are
/// SwiftUI's (see `LazyGridNode`).
/// As in SwiftUI, a `Section`'s header and footer each take a row of their own across the grid's whole width
/// and its cells start a new row; `pinnedViews` keeps the headers or footers of the sections on screen at the
/// scroll view's top and bottom while their section is under them.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let grid = node.reused { LazyGridNode() }
        grid.configure(
            flow: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            pinnedViews: pinnedViews, content: content, context: context)
        return grid
    }
}
