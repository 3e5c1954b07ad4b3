import Foundation

extension ForEach {
    /// Lets the rows a `List` makes of this `ForEach` be deleted, as SwiftUI's `onDelete(perform:)`: each row gets a
    /// trailing, fully swipeable, destructive "Delete" swipe action (unless it has trailing swipe actions of its
    /// own) that calls `action` with the row's offset in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View {
        var copy = self
        copy.deleteAction = action
        return copy
    }
}
