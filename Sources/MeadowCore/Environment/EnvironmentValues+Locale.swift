import Foundation

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { UserLocale.current } }

extension EnvironmentValues {
    /// The locale views format for, as SwiftUI's `locale`: the user's (`UserLocale`: `--locale`, else `LANG` and
    /// the `LC_` variables), as `Locale.current` is on iOS.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
