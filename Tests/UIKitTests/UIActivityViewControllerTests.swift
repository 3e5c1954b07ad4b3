import Foundation
import MeadowCore
import Testing
import UIKit

@MainActor
@Suite("UIActivityViewController")
struct UIActivityViewControllerTests {
    @Test("Presenting the share sheet copies its items to the clipboard, one per line, and reports a completed copy")
    func presentingCopies() throws {
        var reported: [(UIActivity.ActivityType?, Bool)] = []
        let sheet = UIActivityViewController(
            activityItems: ["Pikachu", try #require(URL(string: "https://example.com/25.png"))], applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, _, _ in reported.append((type, completed)) }
        var presented = false
        UIViewController().present(sheet, animated: true) { presented = true }
        #expect(UIPasteboard.general.string == "Pikachu\nhttps://example.com/25.png")
        #expect(reported.map(\.0) == [.copyToPasteboard])
        #expect(reported.map(\.1) == [true])
        #expect(presented)
    }
}
