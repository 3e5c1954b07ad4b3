extension View {
    /// Gives the view's accessibility element the elements of `children` as its children, as SwiftUI's
    /// `accessibilityChildren(children:)` (iOS 15): a chart drawn as one shape is read as one element per bar.
    ///
    /// As Apple's documentation says, the element the view makes becomes a container of the new elements ("If an
    /// accessibility element already exists, SwiftUI converts it into an accessibility container"), keeping its
    /// label, value and traits; a view that makes no element, or several, becomes a new container, its own
    /// elements not read. The children are laid out over the view, as large as it is, each where its view is, but
    /// neither drawn nor touched.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityLabelView(children()).accessibilityAttributes { $0.hasSyntheticChildren = true }
    }
}
