import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Bordered button rendering")
struct BorderedButtonRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("Bordered and prominent buttons at each control size, tinted, destructive, disabled, capsule and circle")
    func borderedButtons() {
        let view = VStack(spacing: 12) {
            HStack(spacing: 8) {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    Button("Go") {}.buttonStyle(.bordered).controlSize(size)
                }
            }
            HStack(spacing: 8) {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size)
                }
            }
            HStack(spacing: 8) {
                Button("Orange") {}.buttonStyle(.borderedProminent).tint(.orange)
                Button("Gray") {}.buttonStyle(.bordered).tint(.gray)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            }
            HStack(spacing: 8) {
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Off") {}.buttonStyle(.bordered).disabled(true)
            }
            HStack(spacing: 8) {
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).controlSize(.large)
                Button {} label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle)
                Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
            }
        }
        let harness = ViewHarness(view, size: CGSize(width: 393, height: 360))
        snapshots.assertMatches(harness.renderImage(), named: "bordered-buttons")
    }
}
