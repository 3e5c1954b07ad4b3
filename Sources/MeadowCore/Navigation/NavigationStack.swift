/// A view that shows a root view under a navigation bar and pushes screens over it, as SwiftUI's
/// `NavigationStack`.
///
/// Views inside set the bar's title with `navigationTitle` and its buttons with `toolbar`; the bar reads them
/// through preferences, from any depth. A root title is large unless `navigationBarTitleDisplayMode` says inline;
/// a pushed screen's automatic title takes the mode of the screen below. `NavigationLink`s push views or values;
/// with a `path` binding the values pushed are the path's elements, and changing the path pushes and pops.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?

    public var body: some View {
        NavigationStackHost(root: root, path: path)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`'s.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`, all of one type; a pushed value of another type is
    /// left out of it.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(
            get: { NavigationPath(path.wrappedValue) },
            set: { path.wrappedValue = Data($0.elements.compactMap { $0.base as? Data.Element }) })
    }
}
