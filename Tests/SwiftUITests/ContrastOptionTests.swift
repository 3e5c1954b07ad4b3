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

    /// What a desktop's `gdbus` and `gsettings` print (nil: the tool fails, as `gdbus` does with no portal), and
    /// whether there is a session bus.
    struct Desktop: Sendable, CustomTestStringConvertible {
        var portal: String?
        var gnome: String?
        var hasBus = true
        var contrast: ColorSchemeContrast?

        var testDescription: String { "portal \(portal ?? "none"), GNOME \(gnome ?? "none")\(hasBus ? "" : ", no session bus")" }

        static let all = [
            Desktop(portal: "(<<uint32 1>>,)", gnome: "false", contrast: .increased),
            Desktop(portal: "(<<uint32 0>>,)", gnome: "true", contrast: .increased),
            Desktop(portal: "(<<uint32 0>>,)", gnome: "false", contrast: .standard),
            Desktop(portal: nil, gnome: "true", contrast: .increased),
            Desktop(portal: "(<<uint32 0>>,)", gnome: nil, contrast: .standard),
            Desktop(portal: "(<<uint32 1>>,)", gnome: "false", hasBus: false, contrast: .standard),
            Desktop(portal: nil, gnome: nil, contrast: nil),
        ]
    }

    @Test("At launch the desktop's contrast is read through gdbus and gsettings: either asking for more is increased", arguments: Desktop.all)
    func desktopTools(_ desktop: Desktop) throws {
        let tools = try DesktopToolStubs(portal: desktop.portal, gnome: desktop.gnome, hasBus: desktop.hasBus)
        defer { tools.remove() }
        #expect(DesktopContrast.colorSchemeContrast(environment: tools.environment) == desktop.contrast)
    }

    @Test("GNOME's high-contrast, as gsettings prints it, is increased when true")
    func gsettingsValue() {
        #expect(DesktopContrast.contrast(gsettingsValue: "true") == .increased)
        #expect(DesktopContrast.contrast(gsettingsValue: "false") == .standard)
        #expect(DesktopContrast.contrast(gsettingsValue: "") == nil)
    }
}
