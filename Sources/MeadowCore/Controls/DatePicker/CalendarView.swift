import Foundation

/// A month calendar, as iOS draws the graphical `DatePicker` (`UICalendarView`'s look, iOS 14 and later): a 44-point
/// header with the month and year in 17-point semibold and, trailing, accent chevrons to the previous and next
/// months; the weekdays' short names in 13-point semibold grey capitals; then the days in 20-point text, a row of
/// seven 44 points tall. Today is in the accent colour; the selected day sits on an accent circle 40 points wide,
/// pale with accent semibold text, or solid with white text when it is today. Days outside the range are grey and
/// cannot be chosen. With `.hourAndMinute` among the components a "Time" row shows the time in a grey capsule.
///
/// Tapping a day selects it, keeping the selection's time of day.
///
/// VoiceOver reads each day as a button named by its full date in the locale ("Monday, December 7"), the selected
/// one selected and the days out of range dimmed, and the chevrons as "Previous Month" and "Next Month", as it
/// reads `UICalendarView`.
struct CalendarView: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    /// The first day of the month shown, once the chevrons moved off the selection's month.
    @State private var shownMonth: Date?
    @Environment(\.localCalendar) private var calendar
    @Environment(\.now) private var now

    static let headerHeight: CGFloat = 44
    static let rowHeight: CGFloat = 44
    static let circleSize: CGFloat = 40

    var body: some View {
        let month = shownMonth ?? startOfMonth(selection.wrappedValue)
        let spokenDay = DateFormatting.spokenDayFormatter(calendar)
        VStack(spacing: 0) {
            header(month)
            HStack(spacing: 0) {
                ForEach(DateFormatting.weekdays(in: calendar), id: \.self) { name in
                    Text(name)
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundColor(.placeholderText)
                        .frame(maxWidth: .infinity)
                }
            }
            ForEach(weeks(of: month), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(week, id: \.self) { day in
                        dayCell(day, in: month, spoken: spokenDay)
                    }
                }
            }
            if components.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer()
                    DateCapsule(text: DateFormatting.time(selection.wrappedValue, in: calendar), isActive: false)
                }
                .padding(.vertical, 8)
            }
        }
    }

    private func header(_ month: Date) -> some View {
        HStack(spacing: 0) {
            Text(DateFormatting.month(month, in: calendar)).font(.system(size: 17, weight: .semibold))
            Spacer()
            monthButton("chevron.left", from: month, by: -1)
                .accessibilityLabel("Previous Month")
                .padding(.trailing, 12)
            monthButton("chevron.right", from: month, by: 1)
                .accessibilityLabel("Next Month")
        }
        .frame(height: Self.headerHeight)
    }

    private func monthButton(_ symbol: String, from month: Date, by months: Int) -> some View {
        Button {
            shownMonth = calendar.date(byAdding: .month, value: months, to: month)
        } label: {
            Image(systemName: symbol)
                .font(.system(size: 20, weight: .medium))
                .frame(width: 28, height: Self.headerHeight)
                .contentShape(Rectangle())
        }
    }

    /// A day's cell, or an empty one for the days before the month's first weekday (day 0 and below).
    @ViewBuilder private func dayCell(_ day: Int, in month: Date, spoken: DateFormatter) -> some View {
        if day > 0, let date = calendar.date(byAdding: .day, value: day - 1, to: month) {
            let isSelected = calendar.isDate(date, inSameDayAs: selection.wrappedValue)
            let isToday = calendar.isDate(date, inSameDayAs: now())
            let isEnabled = isInRange(date)
            Text("\(day)")
                .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                .foregroundColor(dayColor(isSelected: isSelected, isToday: isToday, isEnabled: isEnabled))
                .frame(maxWidth: .infinity)
                .frame(height: Self.rowHeight)
                .background {
                    if isSelected {
                        Circle()
                            .fill(isToday ? Color.accentColor : Color.accentColor.opacity(0.12))
                            .frame(width: Self.circleSize, height: Self.circleSize)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { if isEnabled { choose(date) } }
                .accessibilityLabel(spoken.string(from: date))
                .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
                .accessibilityAction { if isEnabled { choose(date) } }
                .disabled(!isEnabled)
        } else {
            Color.clear.frame(maxWidth: .infinity).frame(height: Self.rowHeight)
        }
    }

    private func dayColor(isSelected: Bool, isToday: Bool, isEnabled: Bool) -> Color {
        if !isEnabled { return .placeholderText }
        if isSelected && isToday { return .white }
        return isSelected || isToday ? .accentColor : .primary
    }

    /// The month's days by week: each week seven day numbers, those before the first of the month counting down
    /// from 0 and those after its last from past its length, so each is distinct.
    private func weeks(of month: Date) -> [[Int]] {
        let length = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let cells = Array((1 - lead)...length)
        let padded = cells + (0..<((7 - cells.count % 7) % 7)).map { -lead - $0 - 1 }
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<($0 + 7)]) }
    }

    private func startOfMonth(_ date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    /// Whether any moment of `day` is in the range.
    private func isInRange(_ day: Date) -> Bool {
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        return start <= range.upperBound && end > range.lowerBound
    }

    /// Selects `day` at the selection's time of day, kept within the range.
    private func choose(_ day: Date) {
        let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        guard let date = calendar.date(from: parts) else { return }
        selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
        shownMonth = nil
    }
}
