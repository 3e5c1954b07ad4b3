/// A view with a sidebar and a detail column, as SwiftUI's `NavigationSplitView`, shown as on an iPhone: its
/// horizontal size class is compact, so the columns collapse into one navigation stack whose root is the
/// sidebar, and the sidebar's `NavigationLink`s push onto it. The detail (and content) columns show only in a
/// regular width, which Meadow's iPhone devices never have; in a compact width iOS ignores the column visibility,
/// and so does Meadow.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A three-column split view; compact, it shows the sidebar as the root of a stack.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    /// A three-column split view whose visible columns `columnVisibility` reads and sets, as SwiftUI's
    /// `init(columnVisibility:sidebar:content:detail:)`; compact, it shows the sidebar as the root of a stack.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStackHost(root: sidebar, path: nil)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view; compact, it shows the sidebar as the root of a stack.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A two-column split view whose visible columns `columnVisibility` reads and sets, as SwiftUI's
    /// `init(columnVisibility:sidebar:detail:)`; compact, it shows the sidebar as the root of a stack.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}
