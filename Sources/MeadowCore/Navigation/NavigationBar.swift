import Foundation

/// The bar a navigation stack draws over its content: bar items at the edges of a 44-point row, and the title
/// either centred in that row (inline) or large on a 52-point strip below it.
///
/// Metrics follow UIKit's navigation bar: 44 points plus 52 for a large title, items 16 points from the edges,
/// a 17-point semibold inline title and a 34-point bold large title 16 points from the leading edge whose text
/// box ends 8 points above the bar's bottom. At the scroll edge the bar has no background and no hairline.
struct NavigationBar: View {
    let content: NavigationBarContent

    /// The height of the standard bar, without the status bar.
    static let barHeight: CGFloat = 44
    /// What a large title adds below the standard bar.
    static let largeTitleExtension: CGFloat = 52
    /// The distance of the bar items and the large title from the screen edges.
    static let edgePadding: CGFloat = 16

    /// The height of the bar below the safe area's top for a display mode.
    static func height(for mode: NavigationBarItem.TitleDisplayMode) -> CGFloat {
        mode == .inline ? barHeight : barHeight + largeTitleExtension
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 8) {
                    ForEach(content.leading.indices, id: \.self) { content.leading[$0] }
                    Spacer()
                    ForEach(content.trailing.indices, id: \.self) { content.trailing[$0] }
                }
                .padding(.horizontal, Self.edgePadding)
                if let principal = content.principal {
                    principal
                } else if content.resolvedDisplayMode == .inline, let title = content.title {
                    Text(title)
                        .font(.system(size: 17, weight: .semibold))
                        .lineLimit(1)
                        .padding(.horizontal, 90)
                        .accessibilityIdentifier("navigation-title")
                }
            }
            .frame(height: Self.barHeight)
            if content.resolvedDisplayMode == .large, let title = content.title {
                Text(title)
                    .font(.system(size: 34, weight: .bold))
                    .lineLimit(1)
                    .padding(.horizontal, Self.edgePadding)
                    .padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleExtension, alignment: .bottomLeading)
                    .accessibilityIdentifier("navigation-large-title")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
