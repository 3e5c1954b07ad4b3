import Foundation

/// A button that turns the edit mode of its environment on and off, as SwiftUI's `EditButton`: it reads "Edit"
/// while the mode is inactive and a semibold "Done" while editing (UIKit's `editButtonItem`), and each tap
/// toggles the `editMode` binding with an animation, so a list's rows slide their edit controls in and out.
/// Where no binding is provided it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
