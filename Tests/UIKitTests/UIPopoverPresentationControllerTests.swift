import Foundation
import Testing
import UIKit

/// `popoverPresentationController`, as a Wordle game anchors its share sheet on an iPad and presents it as it is
/// on an iPhone.
@MainActor
@Suite("UIPopoverPresentationController")
struct UIPopoverPresentationControllerTests {
    @Test("A share sheet presented as on an iPhone has no popover controller")
    func noneOnPhone() {
        let sheet = UIActivityViewController(activityItems: ["Wordle 1 3/6"], applicationActivities: nil)
        #expect(sheet.popoverPresentationController == nil)
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(sheet.popoverPresentationController == nil)
    }

    @Test("With the popover style the controller has one, the same each time, keeping its anchor")
    func popoverStyle() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        let popover = try #require(controller.popoverPresentationController)
        popover.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        popover.permittedArrowDirections = .up
        #expect(controller.popoverPresentationController === popover)
        #expect(controller.popoverPresentationController?.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(popover.permittedArrowDirections == .up)
    }
}
