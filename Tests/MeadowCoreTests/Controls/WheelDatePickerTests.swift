import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Los Angeles time, US English, the Gregorian calendar: every date below is read there.
private let zone = TimeZone(identifier: "America/Los_Angeles")!

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// A wheel date picker of `components`, at December 15, 2026, 9:41 AM, today being the 6th.
private struct WheelDate: View {
    let probe: StateProbe<Date>
    let components: DatePickerComponents
    @State private var day = date(2026, 12, 15, 9, 41)

    var body: some View {
        let _ = probe.binding = $day
        DatePicker("Date", selection: $day, displayedComponents: components)
            .datePickerStyle(.wheel)
            .environment(\.timeZone, zone)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.now, { date(2026, 12, 6, 12) })
    }
}

/// `DatePicker` in the wheel style, as `UIDatePicker`'s wheels (21-point text measured by
/// `FixedMetricsTextSystem`: a character 10.5 points wide, a line 21 tall). On a 393 × 600 canvas the wheels'
/// middle row is at y 289.5...310.5; the columns sit side by side in the middle, their text 4 points in.
@MainActor
@Suite("DatePicker's wheel style turns a wheel for each part of the date")
struct WheelDatePickerTests {
    @Test("A date: month, day and year wheels, 140, 50 and 80 wide, under one band")
    func dateWheels() {
        let driver = InteractionDriver(WheelDate(probe: StateProbe(), components: .date), device: canvas(393, 600))
        // 270 points of columns from x 61.5: the month leading, the day centred, the year trailing.
        expectFrame(driver.find(text: "December"), rect(65.5, 289.5, 84, 21))
        expectFrame(driver.find(text: "15"), rect(216, 289.5, 21, 21))
        expectFrame(driver.find(text: "2026"), rect(285.5, 289.5, 42, 21))
        #expect(driver.find(text: "November") != nil)
        #expect(fills(of: CGSize(width: 377, height: 32), in: driver.makeDisplayList()).count == 1)
    }

    @Test("A time in a 12-hour locale: hour, minute and AM/PM wheels")
    func timeWheels() {
        let driver = InteractionDriver(
            WheelDate(probe: StateProbe(), components: .hourAndMinute), device: canvas(393, 600))
        // 180 points of columns from x 106.5.
        expectFrame(driver.find(text: "9"), rect(152, 289.5, 10.5, 21))
        expectFrame(driver.find(text: "41"), rect(170.5, 289.5, 21, 21))
        expectFrame(driver.find(text: "AM"), rect(230.5, 289.5, 21, 21))
    }

    @Test("A date and a time: a day wheel of weekday, month and day, then the time's wheels")
    func dayAndTime() {
        let driver = InteractionDriver(
            WheelDate(probe: StateProbe(), components: [.date, .hourAndMinute]), device: canvas(393, 600))
        // 150 + 3 × 60 = 330 points from x 31.5; "Tue Dec 15" trailing in the day column.
        expectFrame(driver.find(text: "Tue Dec 15"), rect(72.5, 289.5, 105, 21))
        #expect(driver.find(text: "Mon Dec 14") != nil)
        #expect(driver.find(text: "PM") != nil)
    }

    @Test("Turning the month wheel up a row keeps the day and the time")
    func month() {
        let probe = StateProbe<Date>()
        let driver = InteractionDriver(WheelDate(probe: probe, components: .date), device: canvas(393, 600))
        let path = (0...14).map { CGPoint(x: 120, y: 280 + CGFloat(min($0, 4)) * 8) }
        driver.drag(along: path)
        driver.settle()
        #expect(probe.value == date(2026, 11, 15, 9, 41))
        expectFrame(driver.find(text: "November"), rect(65.5, 289.5, 84, 21))
    }

    @Test("Turning the AM/PM wheel to PM adds twelve hours; the minute wheel sets the minute")
    func time() {
        let probe = StateProbe<Date>()
        let driver = InteractionDriver(WheelDate(probe: probe, components: .hourAndMinute), device: canvas(393, 600))
        driver.tap(at: CGPoint(x: 250, y: 300 + Wheel.radius * sin(Wheel.rowHeight / Wheel.radius)))
        driver.settle()
        #expect(probe.value == date(2026, 12, 15, 21, 41))
        driver.scroll(at: CGPoint(x: 190, y: 300), by: CGSize(width: 0, height: 64))
        driver.settle()
        #expect(probe.value == date(2026, 12, 15, 21, 43))
    }

    @Test("A day past the new month's end becomes its last day")
    func shortMonth() throws {
        let probe = StateProbe<Date>()
        let driver = InteractionDriver(WheelDate(probe: probe, components: .date), device: canvas(393, 600))
        probe.set(date(2026, 12, 31, 9, 41))
        driver.settle()
        driver.scroll(at: CGPoint(x: 120, y: 300), by: CGSize(width: 0, height: -32))
        driver.settle()
        #expect(probe.value == date(2026, 11, 30, 9, 41))
    }
}
