import Foundation
import MeadowCore
import MeadowTesting
import Testing

@MainActor
@Suite("Tab bar badge rendering")
struct TabBadgeRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("Tab badges are white text in red capsules over the icons' top right; a zero count and nil show none")
    func tabBadges() {
        let view = TabView {
            Color.white.tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Color.white.tabItem { Label("Chats", systemImage: "message") }.badge(128)
            Color.white.tabItem { Label("Alerts", systemImage: "bell") }.badge("New")
            Color.white.tabItem { Label("Calls", systemImage: "phone") }.badge(0)
            Color.white.tabItem { Label("More", systemImage: "ellipsis") }.badge(nil as Text?)
        }
        let harness = ViewHarness(view, size: CGSize(width: 393, height: 120))
        snapshots.assertMatches(harness.renderImage(), named: "tab-bar-badges")
    }
}
