import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
    /// The locale views format for, as SwiftUI's `locale`; the host sets the user's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
