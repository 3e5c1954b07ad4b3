import Foundation

/// The badge of a tab bar item (`badge(_:)` on a `TabView`'s page), as `UITabBarItem.badgeValue` draws it: white
/// text in a red capsule over the top trailing part of the item's icon.
///
/// Metrics from Ionic's iOS tab button (tab-button.ios.scss, the badge of an icon-top item): 12-point text on a
/// 16-point line with 1 point above and below, so 18 points tall; its leading edge 6 points right of the item's
/// centre and its top 4 points below the bar's top. Ionic pads the text 6 points a side; iOS draws one digit as an
/// 18-point circle, so the padding here is 5 (an Inter digit at 12 points is about 7.2 wide) and the badge at
/// least 18 wide. The red is systemRed.
struct TabBarBadge: View {
    let label: Text

    static let height: CGFloat = 18
    static let fontSize: CGFloat = 12
    static let horizontalPadding: CGFloat = 5
    /// How far right of the item's centre the badge's leading edge is.
    static let leadingOffset: CGFloat = 6
    /// How far below the bar's top the badge's top is.
    static let topOffset: CGFloat = 4

    var body: some View {
        label
            .font(.system(size: Self.fontSize))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, Self.horizontalPadding)
            .frame(minWidth: Self.height, minHeight: Self.height, maxHeight: Self.height)
            .background(Capsule().fill(Color.red))
            .alignmentGuide(HorizontalAlignment.center) { _ in -Self.leadingOffset }
            .padding(.top, Self.topOffset)
    }
}
