private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
    /// How toggles in this environment look, as set by `toggleStyle(_:)`; a switch by default.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
