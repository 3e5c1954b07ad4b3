import Foundation

/// How a date picker writes dates, as iOS's date pickers do in the user's calendar, time zone and locale: the date
/// in the medium style ("Dec 6, 2026"), the time in the short style ("10:30 PM"), a month as its name and year.
enum DateFormatting {
    static func date(_ date: Date, in calendar: Calendar) -> String {
        formatter(calendar) { $0.dateStyle = .medium }.string(from: date)
    }

    static func time(_ date: Date, in calendar: Calendar) -> String {
        formatter(calendar) { $0.timeStyle = .short }.string(from: date)
    }

    static func month(_ date: Date, in calendar: Calendar) -> String {
        formatter(calendar) { $0.setLocalizedDateFormatFromTemplate("MMMMy") }.string(from: date)
    }

    /// A day as a wheel date picker's day wheel writes it: the short weekday, month and day, without the comma
    /// the locale's format may put after the weekday ("Mon Dec 7", as iOS shows it).
    static func wheelDay(_ date: Date, in calendar: Calendar) -> String {
        formatter(calendar) { $0.setLocalizedDateFormatFromTemplate("EEEMMMd") }.string(from: date)
            .replacingOccurrences(of: ",", with: "")
    }

    /// A formatter of a day as VoiceOver reads a calendar's day: the weekday, month and day in full, in the
    /// locale's order ("Monday, December 7" in the US, "Monday 7 December" in Britain).
    static func spokenDayFormatter(_ calendar: Calendar) -> DateFormatter {
        formatter(calendar) { $0.setLocalizedDateFormatFromTemplate("EEEEMMMMd") }
    }

    /// The weekdays' short names in capitals, from the calendar's first weekday on ("SUN", "MON", … in the US).
    static func weekdays(in calendar: Calendar) -> [String] {
        let names = calendar.shortWeekdaySymbols
        return (0..<names.count).map { names[(calendar.firstWeekday - 1 + $0) % names.count].uppercased() }
    }

    private static func formatter(_ calendar: Calendar, _ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.dateStyle = .none
        formatter.timeStyle = .none
        configure(formatter)
        return formatter
    }
}
