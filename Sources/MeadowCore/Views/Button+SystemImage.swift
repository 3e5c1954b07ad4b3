import Foundation

// SwiftUI's buttons labelled with a title and a symbol (iOS 17): `Button("Add", systemImage: "plus") { ... }`,
// whose label is a `Label`, shown by the `labelStyle` around it (in a toolbar, its icon alone, as on iOS).

extension Button where Label == MeadowCore.Label<Text, Image> {
    /// A button labelled with the localised `titleKey` and the symbol `systemImage`, as SwiftUI's
    /// `init(_:systemImage:action:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MeadowCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with `title` verbatim and the symbol `systemImage`, as SwiftUI's
    /// `init(_:systemImage:action:)` for a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MeadowCore.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with the localised `titleKey` and the symbol `systemImage`, as SwiftUI's
    /// `init(_:systemImage:role:action:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { MeadowCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled with `title` verbatim and the symbol `systemImage`, as SwiftUI's
    /// `init(_:systemImage:role:action:)` for a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { MeadowCore.Label(title, systemImage: systemImage) }
    }
}
