import Foundation
@testable import MeadowCore
import MeadowTesting
import Testing

private let zone = TimeZone(identifier: "America/Los_Angeles")!

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// A booking form: a compact date and time, and a graphical calendar, December 2026, today the 6th.
private struct Booking: View {
    @State private var arrival = date(2026, 12, 15, 9, 41)

    var body: some View {
        Form {
            DatePicker("Arrival", selection: $arrival)
            Section {
                DatePicker("Day", selection: $arrival, displayedComponents: .date)
                    .datePickerStyle(.graphical)
            }
        }
        .environment(\.timeZone, zone)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.calendar, Calendar(identifier: .gregorian))
        .environment(\.now, { date(2026, 12, 6, 12) })
    }
}

@MainActor
@Suite("DatePicker rendering")
struct DatePickerRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("Compact capsules in a form row over a graphical month: header with chevrons, weekday capitals, the 15th circled, today in blue")
    func form() {
        let driver = SnapshotDriver(Booking(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "date-picker-form")
    }

    @Test("The compact picker's calendar card over the form")
    func compactOpen() throws {
        let driver = SnapshotDriver(Booking(), device: device)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Dec 15, 2026")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "date-picker-compact-open")
    }
}
