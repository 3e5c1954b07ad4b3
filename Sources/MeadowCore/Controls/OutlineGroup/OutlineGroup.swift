import Foundation

/// Rows computed on demand from tree-shaped data, each element that has children showing and hiding them, as
/// SwiftUI's `OutlineGroup` (and `List(_:children:rowContent:)`, whose content it is).
///
/// As iOS draws an outline in a list, each element is a row of its own: an element whose children are not nil has
/// a `DisclosureRow`, as a `DisclosureGroup`'s label: the accent chevron trailing, turned to point down while its
/// children show in the rows under it, each level of them indented by `DisclosureRow.indentation` more; a tap
/// shows or hides them, animated, and it reads as expandable and expanded to assistive technologies. Every element
/// starts collapsed, as SwiftUI's generated disclosure groups do. In a `List` the rows are the list's rows
/// (separators from the indented text); elsewhere they stack one under the other.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let children: (Data.Element) -> Data?
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Leaf
    /// The elements whose children show.
    @State private var expanded: Set<ID> = []
}

extension OutlineGroup
where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// An outline of `root` and, below it when expanded, the elements at its `children` key path, identified by
    /// their `id`.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], children: children, id: \.id, content: content)
    }

    /// An outline of the elements of `data` and their `children`, identified by their `id`.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), children: children, id: \.id, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of `root` and its `children`, identified by the value at `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], children: children, id: id, content: content)
    }

    /// An outline of the elements of `data` and their `children`, identified by the value at `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), children: children, id: id, content: content)
    }
}

extension OutlineGroup {
    init(
        roots: [Data.Element], children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.children = { $0[keyPath: children] }
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension OutlineGroup: View, ListRowsView where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(visibleRows, id: \.id) { row in
            OutlineRow(
                depth: row.depth, isExpandable: row.isExpandable, isExpanded: expanded.contains(row.id),
                setExpanded: { setExpanded(row.id, $0) }
            ) {
                content(row.element)
            }
        }
    }

    /// One element as a row: its depth and whether it can show children.
    struct VisibleRow {
        let element: Data.Element
        let id: ID
        let depth: Int
        let isExpandable: Bool
    }

    /// The rows that show: every root, and under each expanded element its children, depth first.
    private var visibleRows: [VisibleRow] {
        var rows: [VisibleRow] = []
        func append(_ elements: some Sequence<Data.Element>, depth: Int) {
            for element in elements {
                let kids = children(element)
                let id = id(element)
                rows.append(VisibleRow(element: element, id: id, depth: depth, isExpandable: kids != nil))
                if let kids, expanded.contains(id) { append(kids, depth: depth + 1) }
            }
        }
        append(roots, depth: 0)
        return rows
    }

    /// Shows or hides the children of the element `id`, animated as a disclosure group's are.
    private func setExpanded(_ id: ID, _ isExpanded: Bool) {
        guard expanded.contains(id) != isExpanded else { return }
        withAnimation(.easeInOut(duration: 0.25)) {
            if isExpanded { expanded.insert(id) } else { expanded.remove(id) }
        }
    }
}

/// One row of an outline: an element with children is a disclosure row indented by its depth, a leaf its content
/// indented as much.
private struct OutlineRow<Label: View>: View {
    let depth: Int
    let isExpandable: Bool
    let isExpanded: Bool
    let setExpanded: (Bool) -> Void
    @ViewBuilder let label: Label

    var body: some View {
        if isExpandable {
            DisclosureRow(isExpanded: isExpanded, setExpanded: setExpanded, indent: indent, label: label)
        } else {
            label.padding(.leading, indent)
        }
    }

    private var indent: CGFloat { CGFloat(depth) * DisclosureRow<Label>.indentation }
}
