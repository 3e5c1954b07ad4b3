/// One row of a `Grid`, as SwiftUI's `GridRow`: its first view is in the grid's first column, the next in the
/// second, and so on.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells align by `alignment`, or by the grid's vertical alignment when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let row = node.reused { GridRowNode() }
        row.alignment = alignment
        context.with { $0.stackAxis = .horizontal }.buildChildren(content, of: row)
        return row
    }
}
