/// A view that shows a root view under a navigation bar, as SwiftUI's `NavigationStack`.
///
/// Views inside set the bar's title with `navigationTitle` and its buttons with `toolbar`; the bar reads them
/// through preferences, from any depth. A root title is large unless `navigationBarTitleDisplayMode` says inline.
public struct NavigationStack<Root: View>: View {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: some View {
        NavigationContainer(content: root)
    }
}
