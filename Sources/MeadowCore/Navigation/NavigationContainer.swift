import Foundation

/// The view `NavigationView` and `NavigationStack` show: their content below a navigation bar that reads its
/// title and items from the content through preferences. A vertical scroll view in the content starts below the
/// inline bar with the large title's room as its top inset, so the title collapses as it scrolls.
struct NavigationContainer<Content: View>: View {
    let content: Content
    @State private var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    @State private var scrolls = false

    private var resolvedMode: NavigationBarItem.TitleDisplayMode {
        NavigationBarContent(titleDisplayMode: displayMode).resolvedDisplayMode
    }

    /// The room the large title takes inside a scroll view that collapses it; none without one.
    private var largeTitleInset: CGFloat {
        resolvedMode == .large && scrolls ? NavigationBar.largeTitleExtension : 0
    }

    var body: some View {
        content
            .environment(\.navigationLargeTitleInset, largeTitleInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.top, NavigationBar.height(for: resolvedMode) - largeTitleInset)
            .onPreferenceChange(NavigationTitleDisplayModeKey.self) { displayMode = $0 }
            .onPreferenceChange(ContainsVerticalScrollViewKey.self) { scrolls = $0 }
            .overlayPreferenceValue(NavigationBarPreferenceKey.self, alignment: .top) { bar in
                NavigationBar(content: bar)
            }
    }
}
