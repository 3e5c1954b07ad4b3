import Foundation

/// The user's region: the locale dates, numbers and currencies are written for and the calendar they are counted
/// in, as iOS's Settings ▸ General ▸ Language & Region sets them. It is `--locale ID` when the app was started
/// with it, else what the process's environment names, in POSIX's order: `LC_ALL`, then the formats' own
/// variables (`LC_TIME`, `LC_NUMERIC`, `LC_MONETARY`, which a desktop's "Formats" setting writes), then `LANG`
/// ("de_DE.UTF-8" is `de_DE`). "C", "POSIX" or nothing is `en_US`, an iPhone's English out of the box.
///
/// Foundation on Linux cannot carry it: swift-foundation 6.3's `Locale.current` is `en_001` whatever the
/// environment says (its non-Darwin `LocaleCache.preferences()` writes that identifier and reads no variable), and
/// nothing public changes it, so `Locale.current`, `Calendar.current` and a value's own `formatted()` stay in
/// `en_001` ("14 Jun 2024", "US$0.00", weeks from Monday). Meadow's environment carries this locale instead: the
/// defaults of `\.locale` and `\.calendar`, and through them `Text(_:format:)`, `Text(_:style:)` and the date
/// pickers.
public enum UserLocale {
    nonisolated(unsafe) private static var override: Locale?
    private static let lock = NSLock()

    /// The user's locale.
    public static var current: Locale {
        lock.lock()
        let override = override
        lock.unlock()
        return override ?? environmentLocale
    }

    /// The user's calendar, as `Calendar.current` is on iOS: the locale's own (Gregorian, Buddhist in Thailand),
    /// its weeks starting on the locale's first weekday, in the machine's time zone.
    public static var calendar: Calendar { calendar(for: current) }

    /// Makes `identifier` (`de_DE`, `pt-BR`, `fr`) the user's locale, as an app's `--locale` does; nil goes back to
    /// the environment's.
    public static func setOverride(_ identifier: String?) {
        let locale = identifier.map { Self.locale(override: $0, environment: [:]) }
        lock.lock()
        defer { lock.unlock() }
        override = locale
    }

    /// `locale`'s calendar, with `locale` and the machine's time zone.
    static func calendar(for locale: Locale) -> Calendar {
        var calendar = locale.calendar
        calendar.locale = locale
        calendar.timeZone = .current
        return calendar
    }

    /// The locale the process's environment names, read once: as on iOS, the region is fixed for the app's run,
    /// and reading `ProcessInfo.environment` copies the whole environment.
    private static let environmentLocale = locale(environment: ProcessInfo.processInfo.environment)

    /// The variables that name the region, the one that wins first.
    static let variables = ["LC_ALL", "LC_TIME", "LC_NUMERIC", "LC_MONETARY", "LANG"]

    /// The locale `override` (an app's `--locale`) names, else `environment`: its first set variable of
    /// `variables` (an empty one is unset, as POSIX reads it); `en_US` for none or "C".
    static func locale(override: String? = nil, environment: [String: String]) -> Locale {
        let chosen = override ?? variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return Locale(identifier: chosen.flatMap(identifier(posix:)) ?? "en_US")
    }

    /// A POSIX locale name ("de_DE.UTF-8@euro") as a locale identifier ("de_DE"); nil for "C", "POSIX" and an
    /// empty name, which name no region.
    static func identifier(posix name: String) -> String? {
        let withoutModifier = name.split(separator: "@", maxSplits: 1).first ?? ""
        let identifier = String(withoutModifier.split(separator: ".", maxSplits: 1).first ?? "")
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return nil }
        return identifier
    }
}
