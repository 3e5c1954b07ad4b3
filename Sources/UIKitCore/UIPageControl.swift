import Foundation
import MeadowCore

/// A row of page dots, as UIKit's `UIPageControl` (what Apple's "Interfacing with UIKit" tutorial wraps in a
/// `UIViewRepresentable`): one dot per page, the current one brighter, drawn as a paging `TabView`'s index dots
/// (`PageIndexView`). A tap before the current dot goes back a page and one after it forward, then the control
/// sends its `.valueChanged` actions, as in UIKit.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How many pages there are.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, from 0.
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides when there is one page.
    open var hidesForSinglePage = false
    /// The other pages' dots' colour (white at 30 % when nil).
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot's colour (white when nil).
    open var currentPageIndicatorTintColor: UIColor?

    /// The size the dots take for `pageCount` pages, as UIKit's `size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let dots = count * PageIndexView.dotSize + max(count - 1, 0) * PageIndexView.spacing
        return CGSize(width: dots + 2 * PageIndexView.horizontalPadding, height: PageIndexView.height)
    }

    /// Goes to the page before or after the current one, as a tap on that side of it does, and sends the
    /// `.valueChanged` actions when the page changed.
    func step(by offset: Int) {
        let page = currentPage
        currentPage = page + offset
        if currentPage != page { sendActions(for: .valueChanged) }
    }

    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        guard numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) else { return AnyView(Color.clear) }
        let dots = PageIndexView(
            count: numberOfPages, currentIndex: currentPage, showsBackground: false,
            pageColor: pageIndicatorTintColor?.color, currentPageColor: currentPageIndicatorTintColor?.color)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Page \(currentPage + 1) of \(numberOfPages)")
            .accessibilityAdjustableAction { [weak self] direction in
                switch direction {
                case .increment: self?.step(by: 1)
                case .decrement: self?.step(by: -1)
                }
            }
        // The current dot's centre, from the centred row's leading edge: taps anywhere in the control before it go
        // back, after it forward.
        let current = PageIndexView.horizontalPadding + CGFloat(currentPage) * (PageIndexView.dotSize + PageIndexView.spacing)
            + PageIndexView.dotSize / 2
        let rowWidth = size(forNumberOfPages: numberOfPages).width
        return AnyView(
            GeometryReader { proxy in
                ZStack {
                    dots.frame(width: proxy.size.width, height: proxy.size.height)
                    HStack(spacing: 0) {
                        Color.clear.contentShape(Rectangle())
                            .frame(width: max((proxy.size.width - rowWidth) / 2 + current, 0))
                            .onTapGesture { [weak self] in self?.step(by: -1) }
                        Color.clear.contentShape(Rectangle())
                            .onTapGesture { [weak self] in self?.step(by: 1) }
                    }
                    .allowsHitTesting(self.isEnabled)
                }
            })
    }
}
