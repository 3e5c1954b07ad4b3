import Foundation

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// A binding to whether the views in this environment are being edited, as SwiftUI's `editMode`: each screen
    /// of a navigation container provides one (its own state) unless a binding is already set, so an
    /// `EditButton` in its bar and a `List` in its content share it; `environment(\.editMode, $mode)` sets another.
    /// Nil where nothing provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
