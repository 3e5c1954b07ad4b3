import Foundation

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static var defaultValue: TextInputAutocapitalization? { nil }
}

extension EnvironmentValues {
    /// Whether text fields in this environment turn autocorrection off, as SwiftUI's `autocorrectionDisabled`.
    ///
    /// A Linux desktop corrects nothing as one types, so Meadow's fields behave the same either way; the value is
    /// kept for views that read it.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// How text fields in this environment capitalise what is typed; nil for the field's default. Read by
    /// views; Meadow's fields take the keys as typed, as a hardware keyboard on iOS does.
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }
}

extension View {
    /// Turns autocorrection off (or back on) for the text fields in this view, as SwiftUI's
    /// `autocorrectionDisabled(_:)`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.autocorrectionDisabled = disable })
    }

    /// The older spelling of `autocorrectionDisabled(_:)`; nil leaves the default.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentModifier { $0.autocorrectionDisabled = disable ?? false })
    }

    /// How the text fields in this view capitalise what is typed, as SwiftUI's `textInputAutocapitalization(_:)`.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentModifier { $0.textInputAutocapitalization = autocapitalization })
    }
}
