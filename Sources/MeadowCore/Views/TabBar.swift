import Foundation

/// The tab bar of a `TabView` on iOS: its items side by side in equal widths, each its label's icon above its
/// title, the selected one in the accent colour and the others in system grey, over a bar background with a
/// hairline on top that reaches down through the bottom safe area.
///
/// Metrics from swiftui-system-metrics.md §3: 49 points tall plus the bottom safe area [RN-tab]; titles 10-point
/// medium [QMUI740]; selected in the accent, systemBlue [OSU-acc], others systemGray #8E8E93; items
/// bottom-aligned with 4 points below them [FL-tab]; a hairline of one physical pixel, black at 30 % [FL-tab].
/// The background is the bar material's approximation of §1: #F8F8F8 at 80 % over the content behind the bar
/// blurred with a σ of 10 points (Flutter's), which `TabViewNode` draws. A page's `badge(_:)` shows over its item's
/// icon (`TabBarBadge`).
struct TabBar: View {
    let items: [AnyView]
    /// Each item's badge, nil for none.
    var badges: [Text?] = []
    let selectedIndex: Int
    let select: (Int) -> Void
    /// The bar's background in place of the material's tint (`toolbarBackground(_:for: .tabBar)`).
    var background: Color?
    /// Whether the background and hairline show: not after `toolbarBackground(.hidden, for: .tabBar)`.
    var showsBackground = true
    @Environment(\.displayScale) private var displayScale

    /// The bar's height above the bottom safe area.
    static let height: CGFloat = 49
    /// The font size of item icons: symbols 25 points wide, the HIG's target for a round tab bar icon (§3).
    static let iconSize: CGFloat = 21
    static let titleSize: CGFloat = 10
    static let bottomPadding: CGFloat = 4
    static let unselectedColor = Color.gray
    static let hairlineColor = Color.black.opacity(0.3)
    static let background = Color(red: 248 / 255, green: 248 / 255, blue: 248 / 255, opacity: 0.8)
    /// The blur of the content behind the bar, as a Gaussian σ in points (§1: Flutter's σ = 10).
    static let materialBlurRadius: CGFloat = 10

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count) { index in
                Self.itemLabel(items[index])
                    .labelStyle(TabItemLabelStyle())
                    .foregroundStyle(index == selectedIndex ? Color.accentColor : Self.unselectedColor)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .overlay(alignment: .top) {
                        if let badge = badges.indices.contains(index) ? badges[index] : nil {
                            TabBarBadge(label: badge)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
                    .accessibilityElement(children: .combine)
                    .accessibilityRole(.tab)
                    .accessibilityAddTraits(index == selectedIndex ? [.isButton, .isSelected] : .isButton)
                    .accessibilityAction { select(index) }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
        .frame(height: Self.height)
        .background(showsBackground ? background ?? Self.background : .clear)
        .overlay((showsBackground ? Self.hairlineColor : .clear).frame(height: 1 / displayScale), alignment: .top)
    }
}

extension TabBar {
    /// An item's content as iOS's tab bar reads it, one icon and one title: an `Image` and a `Text` given together
    /// (`tabItem { Image(systemName: "house"); Text("Home") }`, the iOS 13 spelling) are the icon and title of one
    /// label, laid out as a `Label` is, not two items side by side; other views among them are left out, as a
    /// `UITabBarItem` has no place for them. Content of one view (a `Label`, a condition) is used as it is.
    static func itemLabel(_ item: AnyView) -> AnyView {
        let views = ViewList.of(item).elements.map(\.view)
        guard views.count > 1 else { return item }
        let icon = views.first { $0 is Image }.map { AnyView($0) } ?? AnyView(EmptyView())
        let title = views.first { $0 is Text }.map { AnyView($0) } ?? AnyView(EmptyView())
        return AnyView(Label { title } icon: { icon })
    }
}

/// A tab bar item's label: the icon centred above the title, with the bar's bottom padding below.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
                .font(.system(size: TabBar.iconSize))
                .frame(maxHeight: .infinity)
            configuration.title
                .font(.system(size: TabBar.titleSize, weight: .medium))
                .lineLimit(1)
        }
        .padding(.bottom, TabBar.bottomPadding)
    }
}
