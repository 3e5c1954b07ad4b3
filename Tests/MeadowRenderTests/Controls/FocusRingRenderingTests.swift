import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Focus ring rendering")
struct FocusRingRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    /// A plain button over one drawn on a capsule, on a 240×140 canvas.
    private func makeDriver() -> SnapshotDriver {
        let canvas = Device(name: "canvas", size: CGSize(width: 240, height: 140), safeAreaInsets: EdgeInsets(), scale: 2)
        let view = VStack(spacing: 24) {
            Button("Cancel") {}
            Button {} label: {
                Text("Add to Library").foregroundStyle(.white).padding(.horizontal, 16).padding(.vertical, 8)
                    .background(Capsule().fill(Color.blue))
            }
        }
        return SnapshotDriver(view, device: canvas)
    }

    @Test("The ring around a tappable card with a corner radius follows its rounded corners")
    func tappableCard() {
        let canvas = Device(name: "canvas", size: CGSize(width: 240, height: 140), safeAreaInsets: EdgeInsets(), scale: 2)
        let card = VStack {
            Text("Monday").foregroundStyle(.white)
        }
        .frame(width: 160, height: 90)
        .background(Color.purple)
        .cornerRadius(20)
        .onTapGesture {}
        let driver = SnapshotDriver(card, device: canvas)
        driver.press(.tab)
        snapshots.assertMatches(driver.snapshot(), named: "focus-ring-card")
    }

    @Test("Tab to a plain button rings its frame in the accent colour with gently rounded corners")
    func plainButton() {
        let driver = makeDriver()
        driver.press(.tab)
        snapshots.assertMatches(driver.snapshot(), named: "focus-ring-plain-button")
    }

    @Test("The ring around a button drawn on a capsule follows the capsule")
    func capsuleButton() {
        let driver = makeDriver()
        driver.press(.tab)
        driver.press(.tab)
        snapshots.assertMatches(driver.snapshot(), named: "focus-ring-capsule-button")
    }
}
