import Foundation

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How scrolling the scroll views and lists in this environment ends text editing, as SwiftUI's
    /// `scrollDismissesKeyboardMode`; `.automatic` unless `scrollDismissesKeyboard(_:)` sets it.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how scrolling the scroll views and lists in this view ends text editing, as SwiftUI's
    /// `scrollDismissesKeyboard(_:)`: with `.immediately` a drag that starts to scroll takes focus from the text
    /// field being edited.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
