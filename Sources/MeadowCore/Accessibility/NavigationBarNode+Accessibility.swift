/// A navigation bar reads its items and the title that shows: the large title at rest, the inline title once
/// the large one has scrolled away (both are headers, see `NavigationBar`).
extension NavigationBarNode: AccessibleNode {
    var accessibilityChildren: [ViewNode] {
        guard children.count == 3, isLarge else { return children }
        return inlineTitleOpacity > 0 ? [children[0], children[1]] : [children[0], children[2]]
    }
}
