import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Toolbar background rendering")
struct ToolbarBackgroundRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A visible indigo bar background with the dark scheme's white title and items, and a bottom toolbar")
    func coloredBarAndBottomToolbar() {
        let view = NavigationStack {
            List {
                ForEach(1..<6) { Text("Row \($0)") }
            }
            .navigationTitle("More Info")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "xmark") }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {} label: { Image(systemName: "pencil") }
                    Spacer()
                    Button("Done") {}
                }
            }
        }
        let driver = SnapshotDriver(view, device: .iPhone15)
        snapshots.assertMatches(driver.snapshot(), named: "toolbar-background-indigo")
    }
}
