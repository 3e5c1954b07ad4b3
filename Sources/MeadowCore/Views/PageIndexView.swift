import Foundation

/// The page index dots of a paging `TabView`, with UIPageControl's look: a dot 7 points wide per page, 9 points
/// apart, white, the current page's opaque and the others at 30 % opacity, in a row 26 points tall with 10 points
/// on either side; behind it, when the style says, a capsule of black at 25 %. `TabViewNode` centres the row 18
/// points above its bottom.
struct PageIndexView: View {
    let count: Int
    let currentIndex: Int
    let showsBackground: Bool

    static let dotSize: CGFloat = 7
    static let spacing: CGFloat = 9
    static let height: CGFloat = 26
    static let horizontalPadding: CGFloat = 10
    static let otherDotOpacity = 0.3
    static let backgroundColor = Color.black.opacity(0.25)
    /// How far the row's centre is above the tab view's bottom.
    static let centreFromBottom: CGFloat = 18

    var body: some View {
        HStack(spacing: Self.spacing) {
            ForEach(0..<count) { index in
                Circle()
                    .fill(Color.white.opacity(index == currentIndex ? 1 : Self.otherDotOpacity))
                    .frame(width: Self.dotSize, height: Self.dotSize)
            }
        }
        .padding(.horizontal, Self.horizontalPadding)
        .frame(height: Self.height)
        .background {
            if showsBackground { Capsule().fill(Self.backgroundColor) }
        }
        .fixedSize()
    }
}
