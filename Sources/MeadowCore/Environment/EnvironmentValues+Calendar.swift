import Foundation

private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { UserLocale.calendar } }

private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }

private struct NowKey: EnvironmentKey { static let defaultValue: @Sendable () -> Date = { Date() } }

extension EnvironmentValues {
    /// The calendar dates are shown in, as SwiftUI's `calendar`: the user's (`UserLocale.calendar`, the locale's
    /// own with its first weekday), as `Calendar.current` is on iOS.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in, as SwiftUI's `timeZone`: the user's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// What "now" is to the views that mark today (a calendar): the system clock, or a fixed date in tests.
    var now: @Sendable () -> Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }

    /// The environment's calendar in its time zone and locale, as a date picker reads dates.
    var localCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
