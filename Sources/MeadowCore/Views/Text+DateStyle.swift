import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time: "3:04 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2026".
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now: "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date: "2:05:07".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, as SwiftUI's `init(_:style:)`: the date and time in the environment's
    /// calendar, time zone and locale (the user's unless a view above sets others). Meadow writes the relative,
    /// offset and timer styles as they are when the text is made (iOS keeps them counting), and the first two in
    /// English (Foundation on Linux has no `DateComponentsFormatter`).
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: StyledDate(date: date, style: style, now: Date()))
    }

    /// `date` written in `style`, `now` being now.
    static func string(_ date: Date, style: DateStyle, now: Date, calendar: Calendar) -> String {
        switch style.kind {
        case .time:
            return DateFormatting.time(date, in: calendar)
        case .date:
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = calendar.locale
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let text = distance(abs(seconds))
            return style.kind == .offset ? (seconds < 0 ? "-" : "+") + text : text
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            return hours > 0
                ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        }
    }

    /// `seconds` in its two largest units, as "2 hours, 5 minutes".
    private static func distance(_ seconds: TimeInterval) -> String {
        let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        var rest = Int(seconds.rounded(.down))
        var parts: [String] = []
        for (name, length) in units where parts.count < 2 {
            let count = rest / length
            guard count > 0 || (name == "second" && parts.isEmpty) else { continue }
            rest -= count * length
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return parts.joined(separator: ", ")
    }
}

/// A date and the style a text writes it in, in the environment's calendar, time zone and locale.
private struct StyledDate: EnvironmentFormattedValue {
    let date: Date
    let style: Text.DateStyle
    /// Now, when the text was made: what the relative, offset and timer styles count from.
    let now: Date

    func string(in environment: EnvironmentValues) -> String {
        Text.string(date, style: style, now: now, calendar: environment.localCalendar)
    }

    func isEqual(to other: any EnvironmentFormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        // A date or a time is the same whenever it was made; the counting styles are written from their `now`.
        let countsFromNow = style.kind != .date && style.kind != .time
        return other.date == date && other.style == style && (!countsFromNow || other.now == now)
    }
}
