import Foundation

/// A view made of a collection of data, one view per element, as SwiftUI's `DynamicViewContent`: `ForEach` is
/// one. In a `List`, its rows can be deleted and moved with `onDelete(perform:)` and `onMove(perform:)`.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection

    /// The collection the views are made of.
    var data: Data { get }
}

/// Dynamic content whose rows a list can delete and move: it keeps the actions `onDelete` and `onMove` set.
@MainActor
protocol ListEditableContent {
    /// A copy with `change` applied to its edit actions.
    func settingEditActions(_ change: (inout ForEachEditActions) -> Void) -> Self
}

/// The actions a `ForEach` deletes and moves its elements with, in a `List`.
struct ForEachEditActions {
    /// What `onDelete(perform:)` set: deletes the elements at the offsets it is given.
    var delete: ((IndexSet) -> Void)?
    /// What `onMove(perform:)` set: moves the elements at the offsets to the destination offset.
    var move: ((IndexSet, Int) -> Void)?
}

@MainActor
extension DynamicViewContent {
    /// Lets the rows a `List` makes of this content be deleted, as SwiftUI's `onDelete(perform:)`: each row gets
    /// a trailing, fully swipeable, destructive "Delete" swipe action (unless it has trailing swipe actions of its
    /// own), and in edit mode a red delete control at its leading edge that reveals the Delete button; either
    /// calls `action` with the row's offset in `data`. A nil action deletes nothing.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        editing { $0.delete = action }
    }

    /// Lets the rows a `List` makes of this content be moved, as SwiftUI's `onMove(perform:)`: in edit mode each
    /// row shows a reorder control at its trailing edge; dragging it lifts the row, the other rows move out of its
    /// way, and dropping it calls `action` with the row's offset and the offset in `data` before which it goes (the
    /// element count to move it last), as `Array.move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        editing { $0.move = action }
    }

    private func editing(_ change: (inout ForEachEditActions) -> Void) -> Self {
        (self as? any ListEditableContent)?.settingEditActions(change) as? Self ?? self
    }
}

extension ForEach: DynamicViewContent {}

extension ForEach: ListEditableContent {
    func settingEditActions(_ change: (inout ForEachEditActions) -> Void) -> Self {
        var copy = self
        change(&copy.editActions)
        return copy
    }
}
