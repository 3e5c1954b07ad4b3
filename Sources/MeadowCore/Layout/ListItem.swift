import Foundation

/// One entry of a `List` as its content node lays it out: a section's header or footer, or a row, with the
/// section margins around it.
struct ListItem {
    enum Role {
        case header, row, footer
    }

    let role: Role
    let key: ViewKey
    let view: any View
    /// The key of the section the entry belongs to.
    var section = ViewKey()
    var spaceAbove: CGFloat = 0
    var spaceBelow: CGFloat = 0
    /// Whether the row is its section's first or last (an inset grouped card rounds its corners there).
    var isFirstRow = false
    var isLastRow = false

    /// The entries of a list's `content`: its sections in order, rows outside any section gathered into sections
    /// of their own, as SwiftUI groups them. Such a section is known by the section before it, so it keeps its
    /// identity while its rows change. `unwrap` gives the section a view of the content stands for when it is not
    /// a `Section` itself (a custom view whose body is one), or nil for a row; `expand` gives the body of a view
    /// whose body's views are rows (an `OutlineGroup`), or nil for any other.
    @MainActor
    static func items(
        of content: any View, appearance: ListAppearance,
        unwrap: (ViewList.Element) -> (any ListSection)? = { _ in nil },
        expand: (ViewList.Element) -> (any View)? = { _ in nil }
    ) -> [ListItem] {
        var sections: [(header: (any View)?, key: ViewKey, rows: [ViewList.Element], footer: (any View)?)] = []
        var loose: [ViewList.Element] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append((nil, (sections.last?.key ?? ViewKey()).appending("rows"), loose, nil))
            loose = []
        }
        for element in rows(of: content, key: ViewKey(), expand: expand) {
            if let section = element.view as? ListSection ?? unwrap(element) {
                flushLoose()
                sections.append((section.headerView, element.key, rows(of: section.contentView, key: element.key, expand: expand), section.footerView))
            } else {
                loose.append(element)
            }
        }
        flushLoose()

        var items: [ListItem] = []
        for (index, section) in sections.enumerated() where section.header != nil || !section.rows.isEmpty || section.footer != nil {
            let start = items.count
            var above = appearance.spaceAbove(section: index)
            if let header = section.header {
                items.append(ListItem(
                    role: .header, key: section.key.appending("header"), view: header, section: section.key, spaceAbove: above,
                    spaceBelow: appearance.headerSpacing))
                above = 0
            }
            for (position, row) in section.rows.enumerated() {
                items.append(ListItem(
                    role: .row, key: row.key, view: row.view, section: section.key, spaceAbove: position == 0 ? above : 0,
                    isFirstRow: position == 0, isLastRow: position == section.rows.count - 1))
            }
            if let footer = section.footer {
                let spacing = appearance.footerSpacing
                items.append(ListItem(
                    role: .footer, key: section.key.appending("footer"), view: footer, section: section.key,
                    spaceAbove: spacing.above, spaceBelow: spacing.below))
            }
            if items.count > start { items[items.count - 1].spaceBelow += appearance.spaceBelowSection }
        }
        return items
    }

    /// The flattened views of `content` under `key`, modifiers on lists of views applied to each of their rows,
    /// and views whose bodies are rows (`expand`) replaced by those rows.
    @MainActor
    private static func rows(
        of content: any View, key: ViewKey, expand: (ViewList.Element) -> (any View)?
    ) -> [ViewList.Element] {
        var list = ViewList()
        list.appendFlattening(content, key: key)
        return list.elements.flatMap { element in
            if let body = expand(element) { return rows(of: body, key: element.key, expand: expand) }
            return (element.view as? ListRowsProvider)?.listRows(key: element.key) ?? [element]
        }
    }
}
