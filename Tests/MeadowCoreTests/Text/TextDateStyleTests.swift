import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@Suite("Text(_:style:)")
struct TextDateStyleTests {
    /// A US calendar in UTC, so the strings do not depend on the machine.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// 3 June 2026, 15:04:05 UTC.
    static let date = Date(timeIntervalSince1970: 1_780_499_045)

    @Test(
        "Each style writes the date as iOS does in the US",
        arguments: [
            (Text.DateStyle.date, 0.0, "June 3, 2026"), (.time, 0, "3:04\u{202F}PM"), (.relative, 7_500, "2 hours, 5 minutes"),
            (.offset, 7_200, "+2 hours"), (.offset, -60, "-1 minute"), (.timer, 7_507, "2:05:07"), (.timer, 65, "1:05"),
        ])
    func styles(style: Text.DateStyle, secondsFromNow: Double, expected: String) {
        let now = Self.date.addingTimeInterval(-secondsFromNow)
        let written = Text.string(Self.date, style: style, now: now, calendar: Self.calendar)
        #expect(written == expected || written == expected.replacingOccurrences(of: "\u{202F}", with: " "), "\(written)")
    }

    @Test("A date interpolated with a style in a text's key is written in that style, in the user's calendar")
    @MainActor
    func interpolated() {
        let date = Self.date
        let written = Text.string(date, style: .date, now: Date(), calendar: UserLocale.calendar)
        let tree = LayoutHarness(Text("Goal: \(date, style: .date)"), size: CGSize(width: 400, height: 100)).layoutTree
        #expect(tree.node(text: "Goal: " + written) != nil, "\(tree)")
    }
}
