import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("ContentUnavailableView rendering")
struct ContentUnavailableViewRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("A large grey symbol over a bold title, a grey description and a button, centred on the screen")
    func noBookmarks() {
        let view = ContentUnavailableView {
            Label("No Bookmarks", systemImage: "bookmark.fill")
        } description: {
            Text("Pages you bookmark show here.")
        } actions: {
            Button("Refresh") {}
        }
        let harness = ViewHarness(view, size: CGSize(width: 393, height: 400))
        snapshots.assertMatches(harness.renderImage(), named: "content-unavailable")
    }
}
