import Foundation

/// The page index dots of a paging `TabView`, with UIPageControl's look: a dot 7 points wide per page, 9 points
/// apart, white, the current page's opaque and the others at 30 % opacity, in a row 26 points tall with 10 points
/// on either side; behind it, when the style says, a capsule of black at 25 %. `TabViewNode` centres the row 18
/// points above its bottom. UIKit's `UIPageControl` draws with it too, in its tint colours when it has them.
package struct PageIndexView: View {
    let count: Int
    let currentIndex: Int
    let showsBackground: Bool
    /// The other pages' dots' colour; white at 30 % when nil.
    var pageColor: Color?
    /// The current page's dot's colour; white when nil.
    var currentPageColor: Color?

    package init(count: Int, currentIndex: Int, showsBackground: Bool, pageColor: Color? = nil, currentPageColor: Color? = nil) {
        self.count = count
        self.currentIndex = currentIndex
        self.showsBackground = showsBackground
        self.pageColor = pageColor
        self.currentPageColor = currentPageColor
    }

    package static let dotSize: CGFloat = 7
    package static let spacing: CGFloat = 9
    package static let height: CGFloat = 26
    package static let horizontalPadding: CGFloat = 10
    static let otherDotOpacity = 0.3
    static let backgroundColor = Color.black.opacity(0.25)
    /// How far the row's centre is above the tab view's bottom.
    static let centreFromBottom: CGFloat = 18

    package var body: some View {
        HStack(spacing: Self.spacing) {
            ForEach(0..<count) { index in
                Circle()
                    .fill(index == currentIndex ? currentPageColor ?? .white : pageColor ?? .white.opacity(Self.otherDotOpacity))
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
