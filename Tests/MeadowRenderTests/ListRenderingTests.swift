import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A settings-like list: a toggle, two sections with headers and a footer, a navigation-style row.
private struct SettingsList: View {
    let isOn: Bool

    var body: some View {
        List {
            Toggle("Favorites only", isOn: .constant(isOn))
            Section("Landmarks") {
                Text("Turtle Rock")
                Text("Silver Salmon Creek")
                Text("Chilkoot Trail")
            }
            Section {
                Text("St. Mary Lake")
                Text("Twin Lake").listRowSeparator(.hidden)
                Text("Lake McDonald")
            } header: {
                Text("Lakes")
            } footer: {
                Text("Lakes of the national parks.")
            }
        }
    }
}

@MainActor
@Suite("List rendering")
struct ListRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("An inset grouped list: grey background, white rounded cards, uppercase headers, hairline separators")
    func insetGrouped() {
        let harness = ViewHarness(SettingsList(isOn: false), size: CGSize(width: 393, height: 520))
        snapshots.assertMatches(harness.renderImage(), named: "list-inset-grouped")
    }

    @Test("A plain list: white, rows edge to edge, separators from the text's leading edge")
    func plain() {
        let list = List(["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail", "St. Mary Lake"], id: \.self) {
            Text($0)
        }.listStyle(.plain)
        let harness = ViewHarness(list, size: CGSize(width: 393, height: 240))
        snapshots.assertMatches(harness.renderImage(), named: "list-plain")
    }

    @Test("A list with its toggle off and on: grey track with the knob leading, green with the knob trailing")
    func toggleOffAndOn() {
        let off = ViewHarness(List { Toggle("Favorites only", isOn: .constant(false)) }, size: CGSize(width: 393, height: 90))
        snapshots.assertMatches(off.renderImage(), named: "list-toggle-off")
        let on = ViewHarness(List { Toggle("Favorites only", isOn: .constant(true)) }, size: CGSize(width: 393, height: 90))
        snapshots.assertMatches(on.renderImage(), named: "list-toggle-on")
    }

    @Test("A plain list scrolled under its pinned section header")
    func pinnedHeader() {
        let list = List {
            Section("Mountains") {
                ForEach(["Turtle Rock", "Mount Rainier", "Half Dome", "El Capitan", "Longs Peak"], id: \.self) { Text($0) }
            }
            Section("Lakes") {
                ForEach(["St. Mary Lake", "Twin Lake", "Lake McDonald"], id: \.self) { Text($0) }
            }
        }.listStyle(.plain)
        let driver = SnapshotDriver(list, device: Device(name: "canvas", size: CGSize(width: 393, height: 240), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.scroll(at: CGPoint(x: 200, y: 120), by: CGSize(width: 0, height: 70))
        snapshots.assertMatches(driver.snapshot(), named: "list-plain-pinned-header")
    }
}
