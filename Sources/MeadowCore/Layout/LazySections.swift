import Foundation

/// A lazy stack's or lazy grid's children with each `Section` unpacked into its header, rows and footer, as
/// SwiftUI's lazy containers take them ("Grouping data with lazy stack views"), and where pinned headers and
/// footers go (`PinnedScrollableViews`).
@MainActor
struct LazySections {
    /// One section among the elements: its range, and which of them are its header and footer.
    struct Span {
        var range: Range<Int>
        var header: Int?
        var footer: Int?
    }

    private(set) var elements: [ViewList.Element] = []
    private(set) var spans: [Span] = []

    init() {}

    /// `elements` with each `Section` replaced by its header, rows and footer.
    init(_ elements: [ViewList.Element]) {
        for element in elements {
            guard let section = element.view as? ListSection else {
                self.elements.append(element)
                continue
            }
            let start = self.elements.count
            var header: Int?
            var footer: Int?
            if let view = section.headerView {
                header = self.elements.count
                self.elements.append(ViewList.Element(key: element.key.appending("header"), view: view))
            }
            var rows = ViewList()
            rows.appendFlattening(section.contentView, key: element.key)
            self.elements += rows.elements
            if let view = section.footerView {
                footer = self.elements.count
                self.elements.append(ViewList.Element(key: element.key.appending("footer"), view: view))
            }
            if self.elements.count > start { spans.append(Span(range: start..<self.elements.count, header: header, footer: footer)) }
        }
    }

    /// Where a pinned header (or footer) of `length`, naturally at `offset`, goes along the flow when the visible
    /// part runs from `top` to `bottom`: a header stays at the top, but no further than `end` (its section's end);
    /// a footer stays at the bottom, but no further back than `start` (its section's start).
    static func pinnedOffset(
        header: Bool, offset: CGFloat, length: CGFloat, start: CGFloat, end: CGFloat, top: CGFloat, bottom: CGFloat
    ) -> CGFloat {
        header ? min(max(offset, top), end - length) : max(min(offset, bottom - length), start)
    }

    /// The part of `visible` (a scroll view's frame) pinned views keep to: inside the scroll view's safe-area insets.
    static func pinningArea(_ visible: CGRect, of scrollView: ScrollViewNode?) -> CGRect {
        let insets = scrollView?.safeAreaContentInsets ?? EdgeInsets()
        return CGRect(
            x: visible.minX + insets.leading, y: visible.minY + insets.top,
            width: max(0, visible.width - insets.horizontal), height: max(0, visible.height - insets.vertical))
    }
}
