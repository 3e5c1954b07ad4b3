import Foundation

/// A lazy stack's or lazy grid's children with each `Section` unpacked into its header, rows and footer, as
/// SwiftUI's lazy containers take them ("Grouping data with lazy stack views"), and where pinned headers and
/// footers go (`PinnedScrollableViews`).
@MainActor
struct LazySections {
    /// One section among the elements: its range, and which of them are its header and footer.
    struct Span: Equatable {
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

    /// Where the pinned headers and footers of `span` go, by element index: `positions` are the elements' (the span's
    /// indices are theirs) and the visible part runs from `top` to `bottom` along the flow, from the container's
    /// start. A header goes no further than the section's end, less its footer when that is pinned too; a footer no
    /// further back than the section's start, after its header when that is pinned too.
    static func pinnedOffsets(
        of span: Span, pinning views: PinnedScrollableViews, positions: LazyPositions, top: CGFloat, bottom: CGFloat
    ) -> [(index: Int, offset: CGFloat)] {
        let header = views.contains(.sectionHeaders) ? span.header : nil
        let footer = views.contains(.sectionFooters) ? span.footer : nil
        var result: [(index: Int, offset: CGFloat)] = []
        for (pinned, isHeader) in [(header, true), (footer, false)] {
            guard let index = pinned else { continue }
            var start = positions.origin(span.range.lowerBound)
            if let header, index != header { start += positions.length(header) }
            var last = span.range.upperBound - 1
            if let footer, index != footer, last > span.range.lowerBound { last -= 1 }
            let end = positions.origin(last) + positions.length(last)
            let offset = pinnedOffset(
                header: isHeader, offset: positions.origin(index), length: positions.length(index), start: start,
                end: end, top: top, bottom: bottom)
            result.append((index, offset))
        }
        return result
    }

    /// The part of `visible` (a scroll view's frame) pinned views keep to: inside the scroll view's safe-area insets.
    static func pinningArea(_ visible: CGRect, of scrollView: ScrollViewNode?) -> CGRect {
        let insets = scrollView?.safeAreaContentInsets ?? EdgeInsets()
        return CGRect(
            x: visible.minX + insets.leading, y: visible.minY + insets.top,
            width: max(0, visible.width - insets.horizontal), height: max(0, visible.height - insets.vertical))
    }
}
