import Foundation

/// A date picker in the wheel style, as iOS draws `WheelDatePickerStyle` (`UIDatePicker`'s wheels): side by side
/// `Wheel`s under one selection band, for the components shown. A date alone has a month, a day and a year
/// wheel; a time alone an hour, a minute and, in a 12-hour locale, an AM/PM wheel; both have a day wheel
/// ("Mon Dec 7", "Today" for today) before the time's. The label is not shown, as on iOS.
///
/// Turning a wheel changes that part of the date and keeps the others (a day past the new month's end becomes its
/// last day); a date outside `range` comes back to its nearest end.
///
/// A screen reader reads a group named by the label (a text label) holding the wheels, each an adjustable picker
/// wheel named by its part and valued with its row ("Month, December"), as VoiceOver moves through a
/// `UIDatePicker`'s columns one by one.
struct WheelDatePicker: View {
    /// The picker's label, when it is a text; empty otherwise.
    let title: String
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    @Environment(\.localCalendar) private var calendar
    @Environment(\.now) private var now

    /// The days a day wheel reaches either side of today, when the range does not end sooner.
    static let dayReach = 1000

    var body: some View {
        HStack(spacing: 0) {
            if components.contains(.date) {
                if components.contains(.hourAndMinute) {
                    dayWheel
                } else {
                    monthWheel
                    dayOfMonthWheel
                    yearWheel
                }
            }
            if components.contains(.hourAndMinute) {
                hourWheel
                minuteWheel
                if let symbols = dayPeriodSymbols { dayPeriodWheel(symbols) }
            }
        }
        .frame(maxWidth: .infinity)
        .background { WheelBand() }
        .accessibilityElement(children: .contain)
        .accessibilityAttributes { [title] in $0.setIfUnset(\.label, title) }
    }

    private var date: Date { selection.wrappedValue }

    private func part(_ component: Calendar.Component) -> Int { calendar.component(component, from: date) }

    /// A wheel of `count` rows, named `part` for a screen reader.
    private func column(
        _ part: String, width: CGFloat, alignment: Alignment, count: Int, selected: Int, row: @escaping (Int) -> String,
        select: @escaping (Int) -> Void
    ) -> some View {
        Wheel(
            count: count, selectedIndex: selected, alignment: alignment, rowInset: 4, showsBand: false,
            label: AnyView(Text(verbatim: part)), row: { AnyView(Text(verbatim: row($0))) }, select: select
        )
        .frame(width: width)
    }

    // MARK: The date's wheels

    private var monthWheel: some View {
        let names = calendar.monthSymbols
        return column("Month", width: 140, alignment: .leading, count: names.count, selected: part(.month) - 1, row: { names[$0] }) {
            set(.month, to: $0 + 1)
        }
    }

    private var dayOfMonthWheel: some View {
        let length = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        return column("Day", width: 50, alignment: .center, count: length, selected: part(.day) - 1, row: { "\($0 + 1)" }) {
            set(.day, to: $0 + 1)
        }
    }

    /// The years from 1 to 9999, as `UIDatePicker`'s.
    private var yearWheel: some View {
        column("Year", width: 80, alignment: .trailing, count: 9999, selected: part(.year) - 1, row: { "\($0 + 1)" }) {
            set(.year, to: $0 + 1)
        }
    }

    /// Days around today, each a row: the weekday, month and day, or "Today".
    private var dayWheel: some View {
        let today = calendar.startOfDay(for: now())
        let first = calendar.date(byAdding: .day, value: -Self.dayReach, to: today) ?? today
        let selected = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
        return column(
            "Date", width: 150, alignment: .trailing, count: 2 * Self.dayReach + 1, selected: selected,
            row: { offset in
                guard let day = calendar.date(byAdding: .day, value: offset, to: first) else { return "" }
                return calendar.isDate(day, inSameDayAs: today) ? "Today" : DateFormatting.wheelDay(day, in: calendar)
            }
        ) { offset in
            guard let day = calendar.date(byAdding: .day, value: offset, to: first) else { return }
            var parts = calendar.dateComponents([.year, .month, .day], from: day)
            let time = calendar.dateComponents([.hour, .minute], from: date)
            parts.hour = time.hour
            parts.minute = time.minute
            write(calendar.date(from: parts))
        }
    }

    // MARK: The time's wheels

    /// The AM and PM symbols in a 12-hour locale; nil in a 24-hour one.
    private var dayPeriodSymbols: [String]? {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale) ?? "h"
        return format.contains("a") ? [calendar.amSymbol, calendar.pmSymbol] : nil
    }

    private var hourWheel: some View {
        let hour = part(.hour)
        if dayPeriodSymbols != nil {
            return column("Hour", width: 60, alignment: .trailing, count: 12, selected: (hour + 11) % 12, row: { "\($0 + 1)" }) {
                set(.hour, to: ($0 + 1) % 12 + (hour >= 12 ? 12 : 0))
            }
        }
        return column("Hour", width: 60, alignment: .trailing, count: 24, selected: hour, row: { String(format: "%02d", $0) }) {
            set(.hour, to: $0)
        }
    }

    private var minuteWheel: some View {
        column("Minute", width: 60, alignment: .leading, count: 60, selected: part(.minute), row: { String(format: "%02d", $0) }) {
            set(.minute, to: $0)
        }
    }

    private func dayPeriodWheel(_ symbols: [String]) -> some View {
        let hour = part(.hour)
        return column("AM/PM", width: 60, alignment: .leading, count: 2, selected: hour >= 12 ? 1 : 0, row: { symbols[$0] }) {
            set(.hour, to: hour % 12 + ($0 == 1 ? 12 : 0))
        }
    }

    // MARK: Writing

    /// The selection with `component` set to `value`, the day kept within its month.
    private func set(_ component: Calendar.Component, to value: Int) {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        parts.setValue(value, for: component)
        if component != .day, let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(parts.day ?? 1, length)
        }
        write(calendar.date(from: parts))
    }

    private func write(_ date: Date?) {
        guard let date else { return }
        selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
    }
}
