private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// How toggles in this environment look, as set by `toggleStyle(_:)`; a switch by default.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// The colour controls use for their on or selected state, as set by `tint(_:)` (`nil`: each control's own).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of controls in this view, as SwiftUI's `tint(_:)`: a switch's track when on.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
