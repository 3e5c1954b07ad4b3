import Foundation

/// The toolbar at the bottom of a navigation stack's screen that `ToolbarItemPlacement.bottomBar` items go to, as
/// a view controller's toolbar: the items side by side from the leading edge, 16 points from the edges and 8
/// apart (a `Spacer` in a `ToolbarItemGroup` spreads them), in a 44-point bar on the bar material with a hairline on
/// top, reaching down through the bottom safe area. A `Label` in an item shows its icon alone, as in the
/// navigation bar.
///
/// Metrics: UIToolbar's 44-point height and the navigation bar's 16-point edge padding (swiftui-system-metrics.md
/// §1, the bottom bar's own values are not documented); the material and hairline are the tab bar's (§3).
struct NavigationBottomToolbar: View {
    let items: [AnyView]
    @Environment(\.displayScale) private var displayScale

    /// The bar's height above the bottom safe area.
    static let height: CGFloat = 44

    var body: some View {
        HStack(spacing: 8) {
            ForEach(items.indices, id: \.self) { items[$0] }
        }
        .toolbarItemLabelStyle()
        .padding(.horizontal, NavigationBar.edgePadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: Self.height)
        .background(TabBar.background.ignoresSafeArea(edges: .bottom))
        .overlay(TabBar.hairlineColor.frame(height: 1 / displayScale), alignment: .top)
        .accessibilityElement(children: .contain)
    }
}

/// Whether a screen's content puts items in the bottom toolbar, and whether `toolbar(_:for: .bottomBar)` hides
/// it: what a navigation stack's screen reads to make room for the toolbar. The innermost visibility wins.
struct NavigationBottomBarKey: PreferenceKey {
    struct State: Equatable {
        var hasItems = false
        var hidden: Bool?

        /// Whether the toolbar shows: it has items and is not hidden.
        var isShown: Bool { hasItems && hidden != true }
    }

    static var defaultValue: State { State() }

    static func reduce(value: inout State, nextValue: () -> State) {
        let next = nextValue()
        value = State(hasItems: value.hasItems || next.hasItems, hidden: next.hidden ?? value.hidden)
    }
}
