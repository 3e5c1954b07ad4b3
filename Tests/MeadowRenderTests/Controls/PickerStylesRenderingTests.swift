import Foundation
@testable import MeadowCore
import MeadowTesting
import Testing

private let zone = TimeZone(identifier: "America/Los_Angeles")!

/// December 15, 2026, 9:41 AM in Los Angeles.
private let arrival: Date = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: 2026, month: 12, day: 15, hour: 9, minute: 41))!
}()

/// A wheel of flavours over a palette of marks.
private struct WheelAndPalette: View {
    @State private var flavor = "Vanilla"
    @State private var mark = "star"

    var body: some View {
        VStack(spacing: 24) {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Chocolate", "Coffee", "Mint", "Vanilla", "Strawberry", "Pistachio", "Lemon"], id: \.self) {
                    Text($0)
                }
            }
            .pickerStyle(.wheel)
            Picker("Mark", selection: $mark) {
                Label("Edit", systemImage: "pencil").tag("pencil")
                Label("Star", systemImage: "star").tag("star")
                Label("Love", systemImage: "heart").tag("heart")
                Label("Hot", systemImage: "flame").tag("flame")
            }
            .pickerStyle(.palette)
            .padding(.horizontal)
        }
    }
}

/// A settings form with an inline picker and a navigation link picker.
private struct Settings: View {
    @State private var size = "Medium"
    @State private var sort = "Name"

    var body: some View {
        NavigationStack {
            Form {
                Section("Size") {
                    Picker("Size", selection: $size) {
                        Text("Small").tag("Small")
                        Text("Medium").tag("Medium")
                        Text("Large").tag("Large")
                    }
                    .pickerStyle(.inline)
                }
                Picker("Sort By", selection: $sort) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                    Text("Size").tag("Size")
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("Settings")
        }
    }
}

/// Wheel date pickers: a date, and a day with a time.
private struct WheelDates: View {
    @State private var day = arrival

    var body: some View {
        VStack(spacing: 24) {
            DatePicker("Day", selection: $day, displayedComponents: .date)
            DatePicker("Arrival", selection: $day)
        }
        .datePickerStyle(.wheel)
        .environment(\.timeZone, zone)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.calendar, Calendar(identifier: .gregorian))
        .environment(\.now, { arrival.addingTimeInterval(-9 * 86400) })
    }
}

@MainActor
@Suite("Picker styles rendering")
struct PickerStylesRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("A wheel: the selected flavour in the grey band, the others curving away and fading; a palette below")
    func wheelAndPalette() {
        let driver = SnapshotDriver(WheelAndPalette(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "picker-wheel-palette")
    }

    @Test("A wheel caught half way through a turn")
    func wheelTurning() {
        let driver = SnapshotDriver(WheelAndPalette(), device: device)
        driver.settle()
        driver.drag(along: (0...6).map { CGPoint(x: 196, y: 340 - CGFloat($0) * 8) }, release: false)
        snapshots.assertMatches(driver.snapshot(), named: "picker-wheel-turning")
    }

    @Test("An inline picker's checked rows in a form, and a navigation link picker's row with its value")
    func formStyles() {
        let driver = SnapshotDriver(Settings(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "picker-inline-navigation-link")
    }

    @Test("The navigation link picker's pushed list of options, the selected one checked")
    func navigationLinkPushed() throws {
        let driver = SnapshotDriver(Settings(), device: device)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Sort By")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "picker-navigation-link-options")
    }

    @Test("Wheel date pickers: month, day and year; then day, hour, minute and AM/PM")
    func dateWheels() {
        let driver = SnapshotDriver(WheelDates(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "date-picker-wheels")
    }
}

/// A menu with a palette of marks above two buttons, as iOS 17 shows a palette picker in a menu.
private struct PaletteMenu: View {
    @State private var mark = "heart"

    var body: some View {
        Menu {
            Picker("Mark", selection: $mark) {
                Label("Edit", systemImage: "pencil").tag("pencil")
                Label("Star", systemImage: "star").tag("star")
                Label("Love", systemImage: "heart").tag("heart")
                Label("Hot", systemImage: "flame").tag("flame")
            }
            .pickerStyle(.palette)
            Button("Duplicate") {}
            Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
        } label: {
            Image(systemName: "ellipsis.circle.fill")
        }
        .padding(.top, 80)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite("Palette in a menu rendering")
struct PaletteMenuRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("The menu's first row is the palette's icons, the selected heart on grey")
    func paletteMenu() throws {
        let driver = SnapshotDriver(PaletteMenu(), device: device)
        driver.settle()
        driver.tap(try #require(driver.layoutTree.allNodes.first { $0.kind == .image }))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "picker-palette-menu")
    }
}
