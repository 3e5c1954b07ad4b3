extension WarningLog {
    /// Where a SwiftUI call's argument that Meadow accepts but cannot honour is reported, once per call and value,
    /// naming the call (`pickerStyle(MenuPickerStyle())`, `blur(radius:opaque: true)`); tests read its messages.
    static let ignoredArguments = WarningLog()
}
