import Foundation

/// One screen of a navigation stack: its content below a navigation bar that reads its title and items from the
/// content through preferences. A vertical scroll view in the content starts below the inline bar with the large
/// title's room as its top inset, so the title collapses as it scrolls. A pushed screen has a back button and an
/// opaque background that hides the screen below, as a pushed view controller's view does; `dismiss` in a pushed
/// screen pops it, as in SwiftUI, and at the root dismisses what the stack is presented in. Each screen keeps an
/// edit mode for its bar and content, as a view controller has its editing state. `bottomBar` toolbar items go to a
/// toolbar at the bottom of the screen, above which the content ends.
struct NavigationContainer<Content: View>: View {
    let content: Content
    /// The display mode an automatic title takes: large at the root, the previous screen's when pushed.
    var inheritedDisplayMode = NavigationBarItem.TitleDisplayMode.large
    /// The back button of a pushed screen; none at the root.
    var backButton: NavigationBackButton?
    @State private var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    @State private var scrolls = false
    /// Whether the content hides the bar (`navigationBarHidden(true)`).
    @State private var barHidden = false
    /// Whether the content has a bottom toolbar that shows, so the content ends above it.
    @State private var bottomBar = NavigationBottomBarKey.State()
    /// Whether the content is `searchable`, so the bar has a search field under its title, and searching, so the
    /// bar is only the field.
    @State private var search = NavigationSearchKey.State.none
    @Environment(\.safeArea) private var safeArea
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.dismiss) private var presentationDismiss
    /// What `dismiss` does in a pushed screen: its back button's pop.
    @State private var popper = PresentationDismisser()
    /// The screen's edit mode, which its bar's `EditButton` and its content share unless one is already set.
    @State private var editMode = EditMode.inactive
    @Environment(\.editMode) private var enclosingEditMode

    private var resolvedMode: NavigationBarItem.TitleDisplayMode {
        NavigationBarContent(titleDisplayMode: displayMode).inheriting(inheritedDisplayMode).resolvedDisplayMode
    }

    /// The room the large title takes inside a scroll view that collapses it; none without one.
    private var largeTitleInset: CGFloat {
        resolvedMode == .large && scrolls && !barHidden && search != .active ? NavigationBar.largeTitleExtension(for: dynamicTypeSize) : 0
    }

    /// How far the bar pushes the content down: nothing while it is hidden.
    private var barInset: CGFloat {
        if barHidden { return 0 }
        if search == .active { return SearchField.stripHeight }
        return NavigationBar.height(for: resolvedMode, dynamicTypeSize: dynamicTypeSize) - largeTitleInset + (search == .idle ? SearchField.stripHeight : 0)
    }

    /// How far the bottom toolbar pushes the content up: its height while it shows.
    private var bottomInset: CGFloat { bottomBar.isShown ? NavigationBottomToolbar.height : 0 }

    /// The content's safe area: below the bar and above the bottom toolbar, which is part of the top inset a view can ignore, as a navigation
    /// bar is in SwiftUI (a detail's map with `ignoresSafeArea(edges: .top)` reaches under it to the screen's top).
    private var contentSafeArea: SafeAreaGeometry? {
        guard var area = safeArea else { return nil }
        area.safe = area.safe.with(minY: area.safe.minY + barInset, maxY: area.safe.maxY - bottomInset)
        return area
    }

    var body: some View {
        let _ = popper.action = backButton?.action ?? {}
        content
            .environment(\.dismiss, backButton == nil ? presentationDismiss : DismissAction(dismisser: popper))
            .environment(\.navigationLargeTitleInset, largeTitleInset)
            .environment(\.safeArea, contentSafeArea)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.top, barInset)
            .padding(.bottom, bottomInset)
            .onPreferenceChange(NavigationTitleDisplayModeKey.self) { displayMode = $0 }
            .onPreferenceChange(NavigationBarHiddenKey.self) { barHidden = $0 ?? false }
            .onPreferenceChange(ContainsVerticalScrollViewKey.self) { scrolls = $0 }
            .onPreferenceChange(NavigationSearchKey.self) { search = $0 }
            .onPreferenceChange(NavigationBottomBarKey.self) { bottomBar = $0 }
            .overlayPreferenceValue(NavigationBarPreferenceKey.self, alignment: .top) { bar in
                if !barHidden { NavigationBar(content: bar.inheriting(inheritedDisplayMode), backButton: backButton) }
            }
            .overlayPreferenceValue(NavigationBarPreferenceKey.self, alignment: .bottom) { bar in
                if bottomBar.isShown { NavigationBottomToolbar(items: bar.bottom) }
            }
            .background(backButton == nil ? nil : Color.systemBackground.ignoresSafeArea())
            .environment(\.editMode, enclosingEditMode ?? $editMode)
    }
}
