import Foundation

/// The bar a navigation stack draws over its content: bar items at the edges of a 44-point row, and the title
/// either centred in that row (inline) or large on a 52-point strip below it, which collapses as the content
/// scrolls (see `NavigationBarNode`); a `searchable` view's search field on a 52-point strip below the title.
///
/// Metrics follow UIKit's navigation bar: 44 points plus 52 for a large title, items 16 points from the edges,
/// a 17-point semibold inline title and a 34-point bold large title 16 points from the leading edge whose text
/// box ends 8 points above the bar's bottom. Both titles follow Dynamic Type, as UIKit's take their text styles'
/// preferred fonts: the large title is the large-title style in bold, its strip growing with its line; the inline
/// title is the headline style, which stops growing at xxxLarge (23 points) as the bar keeps its 44 points (an
/// estimate: past it, iOS shows bars' text in the Large Content Viewer, as `TabBar` keeps its titles' size). `toolbarBackground` sets its background and when it shows,
/// `toolbarColorScheme` the colour scheme of its title and items, `navigationBarBackButtonHidden` hides the back
/// button.
struct NavigationBar: View {
    let content: NavigationBarContent
    /// The back button of a pushed screen, before the leading items.
    var backButton: NavigationBackButton?

    /// The height of the standard bar, without the status bar.
    static let barHeight: CGFloat = 44
    /// What a large title adds below the standard bar at the default text size.
    static let largeTitleExtension: CGFloat = 52
    /// The largest size the inline title grows to.
    static let largestInlineTitleSize = DynamicTypeSize.xxxLarge
    /// The distance of the bar items and the large title from the screen edges.
    static let edgePadding: CGFloat = 16

    /// What a large title adds below the standard bar at `dynamicTypeSize`: 52 points at the default size, and as
    /// much more or less as the title's line grows or shrinks, 41 points of leading for the 34-point style (HIG
    /// Typography) taken in proportion.
    static func largeTitleExtension(for dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let style = Font.TextStyle.largeTitle
        return largeTitleExtension + (style.pointSize(at: dynamicTypeSize) - style.pointSize(at: .large)) * 41 / 34
    }

    /// The height of the bar below the safe area's top for a display mode at a text size.
    static func height(for mode: NavigationBarItem.TitleDisplayMode, dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        mode == .inline ? barHeight : barHeight + largeTitleExtension(for: dynamicTypeSize)
    }

    var body: some View {
        NavigationBarLayout(
            isLarge: content.resolvedDisplayMode == .large && !content.searchIsActive,
            row: row,
            inlineTitle: inlineTitle,
            largeTitle: largeTitle,
            search: content.search,
            searchIsActive: content.searchIsActive,
            background: content.background,
            backgroundVisibility: content.backgroundVisibility ?? .automatic)
        .modifier(EnvironmentModifier { environment in
            if let scheme = content.colorScheme { environment.colorScheme = scheme }
        })
    }

    /// The back button and the leading and trailing items, 16 points from the edges; none during a search. A
    /// `Label` in an item shows its icon alone, as iOS's toolbar label style does (an item's own `labelStyle`
    /// still wins).
    @ViewBuilder private var row: some View {
        if !content.searchIsActive {
            HStack(spacing: 8) {
                if let backButton, content.backButtonHidden != true { backButton }
                ForEach(content.leading.indices, id: \.self) { content.leading[$0] }
                Spacer()
                ForEach(content.trailing.indices, id: \.self) { content.trailing[$0] }
            }
            .toolbarItemLabelStyle()
            .padding(.horizontal, Self.edgePadding)
        }
    }

    /// The principal item, else the title in the headline style (17-point semibold at the default size, up to
    /// xxxLarge), centred in the bar with room for the items.
    @ViewBuilder private var inlineTitle: some View {
        if content.searchIsActive {
            EmptyView()
        } else if let principal = content.principal {
            principal
        } else if let title = content.title {
            Text(title)
                .font(.headline)
                .dynamicTypeSize(...Self.largestInlineTitleSize)
                .lineLimit(1)
                .padding(.horizontal, 90)
                .accessibilityIdentifier("navigation-title")
                .accessibilityAddTraits(.isHeader)
        }
    }

    /// The title in the large-title style in bold (34 points at the default size), 16 from the leading edge and 8
    /// above the strip's bottom, when it is large.
    @ViewBuilder private var largeTitle: some View {
        if content.resolvedDisplayMode == .large, !content.searchIsActive, let title = content.title {
            Text(title)
                .font(.largeTitle.bold())
                .lineLimit(1)
                .padding(.horizontal, Self.edgePadding)
                .padding(.bottom, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                .accessibilityIdentifier("navigation-large-title")
                .accessibilityAddTraits(.isHeader)
        }
    }
}
