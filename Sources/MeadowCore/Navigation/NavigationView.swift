/// A view that shows its content under a navigation bar, as SwiftUI's (deprecated) `NavigationView` in its
/// stack style on iPhone.
///
/// Views inside set the bar's title with `navigationBarTitle`/`navigationTitle` and its buttons with
/// `navigationBarItems` or `toolbar`; the bar reads them through preferences, from any depth. `NavigationLink`s
/// inside push their destinations over the content.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStackHost(root: content, path: nil)
    }
}
