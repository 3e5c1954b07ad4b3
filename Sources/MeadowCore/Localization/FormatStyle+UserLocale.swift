import Foundation

extension FormatStyle {
    /// This style in `locale` when its own locale is still the current one (`.autoupdatingCurrent`, every style's
    /// until `locale(_:)` sets another); a style given a locale of its own keeps it. On iOS the current locale is the
    /// user's; on Linux Foundation's is `en_001` (see `UserLocale`), so Meadow hands the user's, or the environment's,
    /// to the styles that would have written in it.
    func locale(ifCurrent locale: Locale) -> Self {
        self == self.locale(.autoupdatingCurrent) ? self.locale(locale) : self
    }
}
