extension Button where Label == Text {
    /// A button labelled with the localised string of `titleKey`, as SwiftUI's `init(_:action:)` for a key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// A button with a role, labelled with the localised string of `titleKey`, as SwiftUI's
    /// `init(_:role:action:)` for a key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(titleKey) })
    }
}
