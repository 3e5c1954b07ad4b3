import Foundation
import Testing

@testable import Meadow
import MeadowCore

/// `--contrast increased` and the desktop's high-contrast setting, as the `colorSchemeContrast` an app starts at:
/// iOS's Increase Contrast.
@Suite("Contrast option")
struct ContrastOptionTests {
    @Test("--contrast takes SwiftUI's ColorSchemeContrast by name; without it the desktop decides")
    func contrastOption() throws {
        #expect(try LaunchOptions(arguments: ["--contrast", "increased"]).colorSchemeContrast == .increased)
        #expect(try LaunchOptions(arguments: ["--contrast", "standard"]).colorSchemeContrast == .standard)
        #expect(try LaunchOptions(arguments: []).colorSchemeContrast == nil)
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions(arguments: ["--contrast", "high"]) }
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions(arguments: ["--contrast"]) }
    }

    @Test(
        "The settings portal's contrast, as gdbus prints it, is increased at 1 and standard at 0 or an unknown value",
        arguments: [
            ("(<<uint32 1>>,)", .increased), ("(<uint32 1>,)", .increased), ("(<<uint32 0>>,)", .standard),
            ("(<<uint32 7>>,)", .standard), ("()", nil),
        ] as [(String, ColorSchemeContrast?)])
    func portalReply(reply: String, contrast: ColorSchemeContrast?) {
        #expect(DesktopContrast.contrast(portalReply: reply) == contrast)
    }

    @Test("GNOME's high-contrast, as gsettings prints it, is increased when true")
    func gsettingsValue() {
        #expect(DesktopContrast.contrast(gsettingsValue: "true") == .increased)
        #expect(DesktopContrast.contrast(gsettingsValue: "false") == .standard)
        #expect(DesktopContrast.contrast(gsettingsValue: "") == nil)
    }
}
