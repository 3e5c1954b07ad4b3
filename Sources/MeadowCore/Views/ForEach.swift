import Foundation

/// One view per element of a collection, each identified by the element's id, as SwiftUI's `ForEach`.
///
/// In a container the views become the container's children; their identity follows the id, not the position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// What `onDelete(perform:)` and `onMove(perform:)` set.
    var editActions = ForEachEditActions()

    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach {
    /// Views identified by the value at `id` in each element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach: ViewListProvider {
    /// Each element's view under its id; with edit actions, each row carries them for the list, with its offset.
    func appendElements(to list: inout ViewList, key: ViewKey) {
        let actions = editActions
        for (offset, element) in data.enumerated() {
            let rowKey = key.appending(ExplicitIdentity(id: AnyHashable(id(element))))
            guard actions.delete != nil || actions.move != nil else {
                list.appendFlattening(content(element), key: rowKey)
                continue
            }
            let edit = ListRowEditActions(group: key, offset: offset, delete: actions.delete, move: actions.move)
            list.appendFlattening(content(element).modifier(ViewTraitModifier<ListRowEditActionsTraitKey>(value: edit)), key: rowKey)
        }
    }
}
