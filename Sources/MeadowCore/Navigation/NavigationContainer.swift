import Foundation

/// The view `NavigationView` and `NavigationStack` show: their content below a navigation bar that reads its
/// title and items from the content through preferences.
struct NavigationContainer<Content: View>: View {
    let content: Content
    @State private var displayMode = NavigationBarItem.TitleDisplayMode.automatic

    private var resolvedMode: NavigationBarItem.TitleDisplayMode {
        NavigationBarContent(titleDisplayMode: displayMode).resolvedDisplayMode
    }

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.top, NavigationBar.height(for: resolvedMode))
            .onPreferenceChange(NavigationTitleDisplayModeKey.self) { displayMode = $0 }
            .overlayPreferenceValue(NavigationBarPreferenceKey.self, alignment: .top) { bar in
                NavigationBar(content: bar)
            }
    }
}
