import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A 100-point square photo with a context menu of two actions, logging what runs.
@MainActor
private func photo(_ log: ContextLog, preview: Bool = false) -> some View {
    let square = Color.blue.frame(width: 100, height: 100)
    return Group {
        if preview {
            square.contextMenu {
                Button("Share") { log.actions.append("share") }
            } preview: {
                Text("Preview")
            }
        } else {
            square.contextMenu {
                Button("Share") { log.actions.append("share") }
                Button("Delete", role: .destructive) { log.actions.append("delete") }
            }
        }
    }
}

@MainActor
private final class ContextLog {
    var actions: [String] = []
}

/// `contextMenu` as iOS shows it after a long press, on a 393 × 600 canvas at scale 2 (text measured by
/// `FixedMetricsTextSystem`).
@MainActor
@Suite("contextMenu lifts the view and shows the menu under it after a long press")
struct ContextMenuTests {
    private let centre = CGPoint(x: 196.5, y: 300)

    private func longPress(_ driver: InteractionDriver) {
        driver.graph.pointerDown(at: centre)
        driver.step(0.6)
        driver.release(at: centre)
        driver.settle()
    }

    @Test("A tap shows nothing; a long press lifts the view where it was with the card 8 points under it")
    func opens() {
        let driver = InteractionDriver(photo(ContextLog()), device: canvas(393, 600))
        driver.tap(at: centre)
        driver.settle()
        #expect(driver.find(text: "Share") == nil)
        longPress(driver)
        // The square is at (146.5, 250); its lifted copy at the same place, the card 8 points under it, lined up
        // with its leading edge (its centre is not past the screen's middle) but kept 8 points inside the screen.
        expectFrame(driver.layoutTree.node(kind: .custom("MenuCard")), rect(393 - 8 - 250, 358, 250, 88.5))
        expectFrame(driver.find(text: "Share"), rect(151, 371.5, 42.5, 17))
    }

    @Test("Choosing an action closes the menu and runs it")
    func choosing() throws {
        let log = ContextLog()
        let driver = InteractionDriver(photo(log), device: canvas(393, 600))
        longPress(driver)
        driver.tap(try #require(driver.find(text: "Delete")))
        driver.settle()
        #expect(log.actions == ["delete"])
        #expect(driver.find(text: "Share") == nil)
    }

    @Test("A preview is lifted instead of the view, centred on it")
    func preview() {
        let driver = InteractionDriver(photo(ContextLog(), preview: true), device: canvas(393, 600))
        longPress(driver)
        // "Preview": 7 characters, 59.5 × 17, centred on the square's centre (196.5, 300).
        expectFrame(driver.find(text: "Preview"), rect(166.75, 291.5, 59.5, 17))
    }
}
