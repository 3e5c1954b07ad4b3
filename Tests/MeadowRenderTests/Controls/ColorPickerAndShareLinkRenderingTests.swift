import Foundation
@testable import MeadowCore
import MeadowTesting
import Testing

/// A theme form: two colour pickers and a share link.
private struct Theme: View {
    @State private var accent = Color(.sRGB, red: 0.2, green: 0.5, blue: 0.9)
    @State private var background = Color(.sRGB, red: 1, green: 0.8, blue: 0.3, opacity: 0.6)

    var body: some View {
        NavigationStack {
            Form {
                ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                ColorPicker("Background", selection: $background)
                Section {
                    ShareLink(item: URL(string: "https://example.com/theme")!)
                }
            }
            .navigationTitle("Theme")
        }
    }
}

@MainActor
@Suite("ColorPicker and ShareLink rendering")
struct ColorPickerAndShareLinkRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("Colour wells with their rings of hues in form rows, and the share link's symbol and title")
    func form() {
        let driver = SnapshotDriver(Theme(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "color-picker-share-link-form")
    }

    @Test("The colour grid sheet with the opacity slider")
    func grid() throws {
        let driver = SnapshotDriver(Theme(), device: device)
        driver.settle()
        let background = try #require(driver.find(text: "Background"))
        // The well: 28 points wide at the row's trailing inset, 16 inside the card's 16-point margin.
        driver.tap(at: CGPoint(x: 390 - 32 - 14, y: background.frame.midY))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "color-picker-grid")
    }

    @Test("A share link's copy alert")
    func shareAlert() throws {
        let driver = SnapshotDriver(Theme(), device: device)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Share")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "share-link-copied")
    }
}
