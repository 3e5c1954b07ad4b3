/// A navigation bar reads its items, the title that shows (the large title at rest, the inline title once the
/// large one has scrolled away; both are headers, see `NavigationBar`) and a `searchable` view's search field.
extension NavigationBarNode: AccessibleNode {
    var accessibilityChildren: [ViewNode] {
        guard children.count == 4, isLarge else { return children }
        let title = inlineTitleOpacity > 0 ? children[1] : children[2]
        return [children[0], title, children[3]]
    }
}
