import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A settings card: a group box of labelled values and an expanded disclosure group.
private struct About: View {
    @State private var showsDetails = true

    var body: some View {
        VStack(spacing: 20) {
            GroupBox("Device") {
                LabeledContent("Name", value: "Meadow Phone")
                LabeledContent("Version", value: "17.2")
            }
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                Text("Serial number")
                Text("Model")
            }
        }
        .padding(20)
    }
}

/// A photo grid cell held down: the cell lifted over the dimmed screen, its menu under it.
private struct Photo: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.orange)
            .frame(width: 160, height: 120)
            .contextMenu {
                Button { } label: { Label("Share", systemImage: "plus") }
                Button { } label: { Label("Favorite", systemImage: "star") }
                Divider()
                Button(role: .destructive) { } label: { Label("Delete", systemImage: "xmark") }
            }
    }
}

@MainActor
@Suite("Grouping and context menu rendering")
struct GroupingRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("A grey rounded group box of label–value rows over a disclosure group turned open")
    func grouping() {
        let driver = SnapshotDriver(
            About(), device: Device(name: "canvas", size: CGSize(width: 393, height: 320), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "groupbox-disclosure")
    }

    @Test("A long-pressed view lifted with a shadow over the dimmed screen, its menu 8 points under it")
    func contextMenu() {
        let device = Device(name: "canvas", size: CGSize(width: 393, height: 600), safeAreaInsets: EdgeInsets(), scale: 2)
        let driver = SnapshotDriver(Photo(), device: device)
        driver.settle()
        driver.graph.pointerDown(at: CGPoint(x: 196.5, y: 300))
        driver.step(0.6)
        driver.release(at: CGPoint(x: 196.5, y: 300))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "context-menu-open")
    }
}
