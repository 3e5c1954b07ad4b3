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

/// A date picker of a day in December 2026 (the 15th at 9:41), today being the 6th, bound to its own state.
private struct DeliveryDate: View {
    let probe: StateProbe<Date>
    var graphical = false
    var range: PartialRangeThrough<Date>? = nil
    @State private var day = date(2026, 12, 15, 9, 41)

    var body: some View {
        let _ = probe.binding = $day
        picker
            .environment(\.datePickerStyle, graphical ? .graphical : .compact)
            .environment(\.timeZone, zone)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.now, { date(2026, 12, 6, 12) })
    }

    @ViewBuilder private var picker: some View {
        if let range {
            DatePicker("Date", selection: $day, in: range, displayedComponents: .date)
        } else {
            DatePicker("Date", selection: $day, displayedComponents: .date)
        }
    }
}

/// `DatePicker` as iOS draws it (text measured by `FixedMetricsTextSystem`: a character is half the font size wide,
/// a line as tall as the font size). December 2026 starts on a Tuesday, so its first week has two empty days.
@MainActor
@Suite("DatePicker shows iOS's compact capsules and month calendar")
struct DatePickerTests {
    private func colors(_ driver: InteractionDriver) -> [String: RGBA] {
        var colors: [String: RGBA] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let text, _, let color) = drawn.item { colors[text.string] = color }
        }
        return colors
    }

    @Test("Compact: the label leading, the medium-style date on a grey capsule trailing, 11 and 6 points of padding")
    func compact() {
        let driver = InteractionDriver(DeliveryDate(probe: StateProbe()), device: canvas(393, 600))
        expectFrame(driver.find(text: "Date"), rect(0, 291.5, 34, 17))
        // "Dec 15, 2026": 12 characters, 102 points; the capsule 124 × 29 at the trailing edge.
        expectFrame(driver.find(text: "Dec 15, 2026"), rect(393 - 11 - 102, 291.5, 102, 17))
        #expect(fills(of: CGSize(width: 124, height: 29), in: driver.makeDisplayList()).count == 1)
    }

    @Test("Tapping the capsule opens the calendar; tapping a day selects it at the same time of day")
    func compactOpensCalendar() throws {
        let probe = StateProbe<Date>()
        let driver = InteractionDriver(DeliveryDate(probe: probe), device: canvas(393, 700))
        #expect(driver.find(text: "December 2026") == nil)
        driver.tap(try #require(driver.find(text: "Dec 15, 2026")))
        driver.settle()
        #expect(driver.find(text: "December 2026") != nil)
        driver.tap(try #require(driver.find(text: "20")))
        driver.settle()
        #expect(probe.value == date(2026, 12, 20, 9, 41))
        #expect(driver.find(text: "Dec 20, 2026") != nil)
        driver.tap(at: CGPoint(x: 10, y: 10))
        driver.settle()
        #expect(driver.find(text: "December 2026") == nil)
    }

    @Test("A disabled compact picker greys its label and date, and a tap on the capsule opens nothing")
    func disabledCompact() throws {
        let driver = InteractionDriver(DeliveryDate(probe: StateProbe()).disabled(true), device: canvas(393, 700))
        let grey = Color.placeholderText.resolve(in: EnvironmentValues())
        let colors = drawnItems(driver.makeDisplayList()).compactMap { drawn -> (String, RGBA)? in
            if case .text(let run, _, let color) = drawn.item { return (run.string, color) }
            return nil
        }
        #expect(colors.filter { $0.0 == "Date" || $0.0 == "Dec 15, 2026" }.map(\.1) == [grey, grey])
        driver.tap(try #require(driver.find(text: "Dec 15, 2026")))
        driver.settle()
        #expect(driver.find(text: "December 2026") == nil)
    }

    @Test("Graphical: a 44-point header, the weekday row, then weeks of seven 44-point cells across the width")
    func graphicalLayout() {
        let driver = InteractionDriver(DeliveryDate(probe: StateProbe(), graphical: true), device: canvas(350, 600))
        // 44 + 13 + 5 weeks × 44 = 277 tall, centred: from 161.5; the days from 161.5 + 57 = 218.5; cells 50 wide.
        expectFrame(driver.find(text: "December 2026"), rect(0, 175, 110.5, 17))
        expectFrame(driver.find(text: "SUN"), rect(15.25, 205.5, 19.5, 13))
        expectFrame(driver.find(text: "1"), rect(120, 230.5, 10, 20))
        expectFrame(driver.find(text: "15"), rect(115, 318.5, 20, 20))
        expectFrame(driver.find(text: "31"), rect(215, 406.5, 20, 20))
    }

    @Test("The selected day is on a pale accent circle in accent semibold; today is in the accent colour")
    func graphicalMarks() {
        let driver = InteractionDriver(DeliveryDate(probe: StateProbe(), graphical: true), device: canvas(350, 600))
        let circles = fills(of: CGSize(width: 40, height: 40), in: driver.makeDisplayList())
        #expect(circles.map(\.fillBounds) == [rect(105, 308.5, 40, 40)])
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        #expect(colors(driver)["15"] == accent)
        #expect(colors(driver)["6"] == accent)
        #expect(colors(driver)["7"] == Color.primary.resolve(in: EnvironmentValues()))
    }

    @Test("The chevrons page through the months")
    func paging() throws {
        let driver = InteractionDriver(DeliveryDate(probe: StateProbe(), graphical: true), device: canvas(350, 600))
        let next = try #require(driver.layoutTree.allNodes.last { $0.kind == .button })
        driver.tap(next)
        #expect(driver.find(text: "January 2027") != nil)
        let previous = try #require(driver.layoutTree.allNodes.first { $0.kind == .button })
        driver.tap(previous)
        driver.tap(previous)
        #expect(driver.find(text: "November 2026") != nil)
    }

    @Test("A day after the range's end is grey and cannot be chosen")
    func range() throws {
        let probe = StateProbe<Date>()
        let driver = InteractionDriver(
            DeliveryDate(probe: probe, graphical: true, range: ...date(2026, 12, 18, 23)), device: canvas(350, 600))
        #expect(colors(driver)["20"] == Color.placeholderText.resolve(in: EnvironmentValues()))
        driver.tap(try #require(driver.find(text: "20")))
        #expect(probe.value == date(2026, 12, 15, 9, 41))
        driver.tap(try #require(driver.find(text: "18")))
        #expect(probe.value == date(2026, 12, 18, 9, 41))
    }
}
