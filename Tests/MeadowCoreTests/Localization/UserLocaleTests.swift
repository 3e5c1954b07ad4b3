import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A month calendar of June 2024 for the user's region read from `environment` (as an app launched with those
/// variables reads it), and a price in the region's currency.
private struct RegionalCalendar: View {
    let locale: Locale
    @State private var day = Date(timeIntervalSince1970: 1_718_366_400)  // 14 June 2024, noon UTC

    var body: some View {
        VStack {
            Text(0.0, format: .currency(code: locale.currency?.identifier ?? "USD"))
            DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)
        }
        .environment(\.locale, locale)
        .environment(\.calendar, UserLocale.calendar(for: locale))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

/// The user's region (`UserLocale`): read from `--locale` or the POSIX variables, as Foundation on Linux does not
/// (its `Locale.current` is always `en_001`), and carried by the environment to what formats.
@MainActor
@Suite("The user's locale")
struct UserLocaleTests {
    @Test(
        "The region is LC_ALL, else LC_TIME, LC_NUMERIC, LC_MONETARY, else LANG; C, POSIX, empty and none are en_US",
        arguments: [
            (["LANG": "en_US.UTF-8"], "en_US"), (["LANG": "de_DE.UTF-8@euro"], "de_DE"), (["LANG": "fr_CA"], "fr_CA"),
            (["LANG": "C.UTF-8"], "en_US"), (["LANG": "POSIX"], "en_US"), ([:], "en_US"),
            (["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "de_DE"), (["LC_ALL": "", "LANG": "en_GB.UTF-8"], "en_GB"),
            (["LC_TIME": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], "en_GB"), (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en_US"),
            (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "en_US"),
        ])
    func region(environment: [String: String], identifier: String) {
        #expect(UserLocale.locale(environment: environment).identifier == identifier)
    }

    @Test("LANG=en_US.UTF-8 writes a dollar price as $0.00 and starts the calendar's weeks on Sunday, as a US iPhone")
    func unitedStates() {
        let locale = UserLocale.locale(environment: ["LANG": "en_US.UTF-8"])
        #expect(UserLocale.calendar(for: locale).firstWeekday == 1)
        let tree = LayoutHarness(RegionalCalendar(locale: locale), size: CGSize(width: 393, height: 700)).layoutTree
        #expect(tree.node(text: "$0.00") != nil, "\(tree)")
        let sunday = tree.node(text: "SUN"), monday = tree.node(text: "MON")
        #expect(sunday != nil && monday != nil)
        #expect((sunday?.frame.minX ?? 0) < (monday?.frame.minX ?? 0), "Sunday is the first column")
        #expect(tree.node(text: "June 2024") != nil, "\(tree)")
    }

    @Test("--locale de_DE over LANG=en_US.UTF-8 writes 0,00 € and starts the weeks on Monday, as a German iPhone")
    func germanyOverrides() {
        // `UserLocale.setOverride` (what `--locale` calls) is process-wide and these tests run side by side, so the
        // override is read here as it reads it; SwiftUITests' MainAppTests launches an app with both.
        let locale = UserLocale.locale(override: "de_DE", environment: ["LANG": "en_US.UTF-8"])
        #expect(locale.identifier == "de_DE")
        #expect(UserLocale.calendar(for: locale).firstWeekday == 2)
        let tree = LayoutHarness(RegionalCalendar(locale: locale), size: CGSize(width: 393, height: 700)).layoutTree
        #expect(tree.node(text: "0,00\u{A0}€") != nil || tree.node(text: "0,00 €") != nil, "\(tree)")
        let monday = tree.node(text: "MO."), sunday = tree.node(text: "SO.")
        #expect(monday != nil && sunday != nil, "\(tree)")
        #expect((monday?.frame.minX ?? 0) < (sunday?.frame.minX ?? 0), "Monday is the first column")
    }

    @Test("The environment's locale and calendar are the user's unless a view sets others")
    func environmentDefaults() {
        #expect(EnvironmentValues().locale == UserLocale.current)
        #expect(EnvironmentValues().calendar.firstWeekday == UserLocale.calendar.firstWeekday)
        #expect(EnvironmentValues().calendar.locale == UserLocale.current)
    }

    @Test("Text(_:format:) writes in the environment's locale, a format given its own locale keeps it")
    func formatFollowsEnvironment() {
        let view = VStack {
            Text(1234.5, format: .number)
            Text(0.5, format: .percent.locale(Locale(identifier: "en_US")))
            Text(Date(timeIntervalSince1970: 1_718_366_400), style: .date)
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let tree = LayoutHarness(view, size: CGSize(width: 393, height: 300)).layoutTree
        #expect(tree.node(text: "1.234,5") != nil, "\(tree)")
        #expect(tree.node(text: "50%") != nil, "\(tree)")
        #expect(tree.node(text: "14. Juni 2024") != nil, "\(tree)")
    }

    @Test("A formatted text whose environment changes is written again, as SwiftUI's is")
    func formatRewrittenWhenTheLocaleChanges() {
        struct Switcher: View {
            let probe: StateProbe<Bool>
            @State private var german = false
            var body: some View {
                let _ = probe.binding = $german
                Text(1234.5, format: .number).environment(\.locale, Locale(identifier: german ? "de_DE" : "en_US"))
            }
        }
        let probe = StateProbe<Bool>()
        let harness = LayoutHarness(Switcher(probe: probe), size: CGSize(width: 393, height: 100))
        #expect(harness.layoutTree.node(text: "1,234.5") != nil)
        probe.binding?.wrappedValue = true
        #expect(harness.layoutTree.node(text: "1.234,5") != nil, "\(harness.layoutTree)")
    }
}
