import Foundation

/// Lays out a navigation bar's parts (the row of items, the inline title, the large title, the search field) and follows the
/// scroll view the stack's content scrolls in: the large title moves up with the content and is clipped at the
/// bar, the inline title fades in as it goes, and the bar's material and hairline appear once content passes
/// under the bar.
struct NavigationBarLayout<Row: View, InlineTitle: View, LargeTitle: View>: View, PrimitiveView {
    let isLarge: Bool
    let row: Row
    let inlineTitle: InlineTitle
    let largeTitle: LargeTitle
    let search: AnyView?
    /// Whether the search field has focus and shows alone at the top.
    let searchIsActive: Bool
    /// The bar's background style and when it shows (`toolbarBackground(_:for:)`).
    var background: (any ShapeStyle)?
    var backgroundVisibility = Visibility.automatic

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let bar = node.reused { NavigationBarNode() }
        bar.isLarge = isLarge
        bar.largeTitleExtension = NavigationBar.largeTitleExtension(for: context.environment.dynamicTypeSize)
        bar.hasSearch = search != nil
        bar.searchIsActive = searchIsActive
        bar.scale = context.environment.displayScale
        let color = background?.resolveColor(in: context.environment)
        if bar.background != color || bar.backgroundVisibility != backgroundVisibility {
            bar.background = color
            bar.backgroundVisibility = backgroundVisibility
            bar.invalidateDrawing()
        }
        let previous = bar.children
        func reuse(_ index: Int) -> ViewNode? { previous.count > index ? previous[index] : nil }
        bar.children = [
            context.build(row, reusing: reuse(0)),
            context.build(inlineTitle, reusing: reuse(1)),
            context.build(largeTitle, reusing: reuse(2)),
            context.build(search ?? AnyView(EmptyView()), reusing: reuse(3)),
        ]
        return bar
    }
}
