/// The back button a pushed screen's navigation bar shows at its leading edge: a `chevron.left` and the previous
/// screen's title in the tint colour; tapping it pops the screen.
///
/// Layout after UIKit as the reference measures it (reference/swiftui-system-metrics.md §1, "Back button"): the
/// chevron 8 points from the edge, 6 points before a 17-point label. A title longer than 12 characters, or none,
/// shows "Back" instead, Flutter's stand-in for UIKit's rule of shortening a title that does not fit.
struct NavigationBackButton: View {
    let previousTitle: String?
    let action: () -> Void

    /// The button's accessibility identifier, by which Escape finds the frontmost back button to press.
    static let identifier = "navigation-back-button"

    /// The longest previous title the button shows.
    static let maximumTitleLength = 12

    private var label: String {
        guard let previousTitle, !previousTitle.isEmpty, previousTitle.count <= Self.maximumTitleLength else {
            return "Back"
        }
        return previousTitle
    }

    var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                Text(label).font(.system(size: 17)).lineLimit(1)
            }
        }
        .padding(.leading, 8 - NavigationBar.edgePadding)
        .accessibilityIdentifier(Self.identifier)
    }
}
