import Foundation

/// What a list row of a `ForEach` with `onDelete` or `onMove` can do in edit mode: the `ForEach`'s actions, the
/// row's offset in its data, and the key of the `ForEach`, which only moves rows among its own.
struct ListRowEditActions {
    let group: ViewKey
    let offset: Int
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
}

/// The edit actions of a list row (`onDelete(perform:)`, `onMove(perform:)`); nil for a row without them.
enum ListRowEditActionsTraitKey: ViewTraitKey {
    static let defaultValue: ListRowEditActions? = nil
}

/// Whether a list row may not be deleted (`deleteDisabled`).
enum DeleteDisabledTraitKey: ViewTraitKey {
    static let defaultValue = false
}

/// Whether a list row may not be moved (`moveDisabled`).
enum MoveDisabledTraitKey: ViewTraitKey {
    static let defaultValue = false
}

extension View {
    /// Keeps this list row from being deleted when `isDisabled`, as SwiftUI's `deleteDisabled(_:)`: it shows no
    /// delete control in edit mode and has no Delete swipe action.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ViewTraitModifier<DeleteDisabledTraitKey>(value: isDisabled))
    }

    /// Keeps this list row from being moved when `isDisabled`, as SwiftUI's `moveDisabled(_:)`: it shows no
    /// reorder control in edit mode.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ViewTraitModifier<MoveDisabledTraitKey>(value: isDisabled))
    }
}
