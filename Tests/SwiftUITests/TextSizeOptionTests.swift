import Foundation
import Testing

@testable import Meadow
import MeadowCore

/// `--text-size NAME` and the desktop's text scaling factor, as the Dynamic Type size an app starts at.
@Suite("Text size option")
struct TextSizeOptionTests {
    @Test("--text-size takes a Dynamic Type size by its SwiftUI name")
    func textSizeOption() throws {
        #expect(try LaunchOptions(arguments: ["--text-size", "accessibility3"]).dynamicTypeSize == .accessibility3)
        #expect(try LaunchOptions(arguments: ["--text-size", "xSmall"]).dynamicTypeSize == .xSmall)
        #expect(try LaunchOptions(arguments: []).dynamicTypeSize == nil)
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions(arguments: ["--text-size", "Huge"]) }
    }

    @Test(
        "A desktop text scaling factor becomes the size whose body text is nearest that many times 17 points",
        arguments: [
            (1.0, DynamicTypeSize.large), (0.8, .xSmall), (1.1, .xLarge), (1.25, .xxLarge), (1.6, .accessibility1),
            (2.0, .accessibility2), (3.0, .accessibility5), (5.0, .accessibility5),
        ])
    func desktopFactor(factor: Double, size: DynamicTypeSize) {
        #expect(DesktopTextScale.nearestSize(toFactor: factor) == size)
    }

    @Test(
        "The factor as gdbus prints the portal's reply or gsettings prints the key; nothing for other replies",
        arguments: [
            ("(<<1.25>>,)", 1.25), ("(<1.5>,)", 1.5), ("1.0", 1.0), ("2.0", 2.0), ("(<<0.0>>,)", nil), ("", nil),
            ("(<<'x'>>,)", nil), ("-1.5", nil),
        ] as [(String, Double?)])
    func reply(reply: String, factor: Double?) {
        #expect(DesktopTextScale.factor(reply: reply) == factor)
    }

    /// What a desktop's `gdbus` (the settings portal) and `gsettings` print (nil: the tool fails, as `gdbus` does
    /// with no portal), whether there is a session bus, and the size the app starts at.
    struct Desktop: Sendable, CustomTestStringConvertible {
        var portal: String?
        var gnome: String?
        var hasBus = true
        var size: DynamicTypeSize?

        var testDescription: String { "portal \(portal ?? "none"), GNOME \(gnome ?? "none")\(hasBus ? "" : ", no session bus")" }

        static let all = [
            Desktop(portal: "(<<1.25>>,)", gnome: "1.0", size: .xxLarge),
            Desktop(portal: nil, gnome: "2.0", size: .accessibility2),
            Desktop(portal: "(<<2.0>>,)", gnome: "1.25", hasBus: false, size: .xxLarge),
            Desktop(portal: "(<<1.0>>,)", gnome: nil, size: .large),
            Desktop(portal: nil, gnome: nil, size: nil),
        ]
    }

    @Test("At launch the desktop's text scaling factor is read from the settings portal, else through gsettings", arguments: Desktop.all)
    func desktopTools(_ desktop: Desktop) throws {
        let tools = try DesktopToolStubs(portal: desktop.portal, gnome: desktop.gnome, hasBus: desktop.hasBus)
        defer { tools.remove() }
        #expect(DesktopTextScale.dynamicTypeSize(environment: tools.environment) == desktop.size)
    }
}
