import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Two sections of parks with pinned, tinted headers and footers.
private struct PinnedParks: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    ForEach(["Turtle Rock", "Mount Rainier", "Half Dome", "El Capitan", "Longs Peak"], id: \.self) { name in
                        Text(name).padding()
                    }
                } header: {
                    Text("Mountains").font(.headline).padding().frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.yellow)
                } footer: {
                    Text("5 mountains").font(.footnote).padding(4).frame(maxWidth: .infinity).background(Color.green)
                }
                Section {
                    ForEach(["St. Mary Lake", "Twin Lake", "Lake McDonald"], id: \.self) { name in Text(name).padding() }
                } header: {
                    Text("Lakes").font(.headline).padding().frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.orange)
                } footer: {
                    Text("3 lakes").font(.footnote).padding(4).frame(maxWidth: .infinity).background(Color.mint)
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy stack rendering")
struct LazyStackRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Scrolled into a LazyVStack, the section's pinned header sits at the top over the rows, its footer at the bottom")
    func pinnedSectionViews() {
        let driver = SnapshotDriver(
            PinnedParks(), device: Device(name: "canvas", size: CGSize(width: 393, height: 300), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 80))
        snapshots.assertMatches(driver.snapshot(), named: "lazyvstack-pinned-sections")
    }
}
