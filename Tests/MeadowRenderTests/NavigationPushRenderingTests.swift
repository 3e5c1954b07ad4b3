import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A stack whose root lists coloured rows that link to a detail screen with an inline title and a trailing item.
private struct LandmarkStack: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                ForEach(["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"], id: \.self) { name in
                    NavigationLink {
                        VStack(alignment: .leading, spacing: 16) {
                            RoundedRectangle(cornerRadius: 16).fill(Color.green).frame(height: 200)
                            Text(name).font(.title)
                            Spacer()
                        }
                        .padding()
                        .navigationTitle(name)
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem { Image(systemName: "star.fill") } }
                    } label: {
                        HStack {
                            RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 50, height: 50)
                            Text(name)
                            Spacer()
                            Image(systemName: "chevron.right")
                        }
                        .padding(.horizontal)
                    }
                }
                Spacer()
            }
            .navigationTitle("Landmarks")
        }
    }
}

@MainActor
@Suite("Navigation push rendering")
struct NavigationPushRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A push 0.1 s in: the detail slides over the dimmed list, and at rest shows its back button and inline title")
    func push() {
        let driver = SnapshotDriver(LandmarkStack(), device: .iPhone15)
        driver.tap(at: CGPoint(x: 196, y: 59 + 96 + 25))
        driver.step(0.1)
        snapshots.assertMatches(driver.snapshot(), named: "navigation-push-mid-animation")
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "navigation-pushed")
    }
}
