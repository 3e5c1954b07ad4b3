import Foundation

/// Arranges views in rows and columns, as SwiftUI's `Grid` (iOS 16).
///
/// Each `GridRow` is a row; any other view is a row of its own spanning every column. A column is as wide as its
/// widest cell and a row as tall as its tallest; cells align in their cell by their column's
/// `gridColumnAlignment`, their row's alignment, or the grid's `alignment`. A `nil` spacing is the default 8
/// points (§1.6).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let grid = node.reused { GridNode() }
        grid.alignment = alignment
        grid.spacing = CGSize(
            width: horizontalSpacing ?? ViewSpacing.defaultDistance, height: verticalSpacing ?? ViewSpacing.defaultDistance)
        context.with { $0.stackAxis = .vertical }.buildChildren(content, of: grid)
        return grid
    }
}
