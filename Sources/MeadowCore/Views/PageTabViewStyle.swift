import Foundation

/// A tab view style that pages with a horizontal swipe, as SwiftUI's `PageTabViewStyle` on iOS: no tab bar, the
/// selected page fills the tab view, and a row of page index dots sits at the bottom centre (drawn in the
/// environment's `indexViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode {
        enum Mode { case automatic, always, never }
        let mode: Mode

        /// Dots when there is more than one page.
        public static var automatic: IndexDisplayMode { IndexDisplayMode(mode: .automatic) }
        /// Dots always, even for a single page.
        public static var always: IndexDisplayMode { IndexDisplayMode(mode: .always) }
        /// No dots.
        public static var never: IndexDisplayMode { IndexDisplayMode(mode: .never) }

        /// Whether the dots show for `pageCount` pages.
        func showsIndex(pageCount: Int) -> Bool {
            switch mode {
            case .automatic: pageCount > 1
            case .always: true
            case .never: false
            }
        }
    }

    let indexDisplayMode: IndexDisplayMode

    /// A paging style whose index dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paging, with index dots when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paging, with index dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
