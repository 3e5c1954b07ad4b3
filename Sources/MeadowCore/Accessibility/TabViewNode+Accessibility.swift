/// A `TabView` shows the selected page and its tab bar (`TabBar` says it is one); the other pages are not read,
/// nor, in the page style, the neighbours a swipe would bring in.
extension TabViewNode: AccessibleNode {
    var accessibilityChildren: [ViewNode] {
        (selectedPage.map { [$0] } ?? []) + (bar.map { [$0] } ?? [])
    }
}
