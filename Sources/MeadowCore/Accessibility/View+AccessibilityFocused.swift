extension View {
    /// Binds the screen reader's focus on this view to `binding`: the state reads `value` while that focus is on the
    /// view's element (or inside the view), and writing `value` to it moves the focus there, as SwiftUI's
    /// `accessibilityFocused(_:equals:)` (iOS 15) moves VoiceOver's cursor. Over AT-SPI, the element becomes the
    /// focused one and Orca hears its focus event (`AccessibilityFocus`).
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        accessibilityAttributes { $0.focusBindings.append(FocusBinding(storage: binding.box, value: AnyHashable(value))) }
    }

    /// Binds the screen reader's focus on this view to a Boolean state: `true` while that focus is on the view's
    /// element; writing `true` moves it there and `false` gives it back to keyboard focus, as SwiftUI's
    /// `accessibilityFocused(_:)`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityFocused(condition, equals: true)
    }
}
