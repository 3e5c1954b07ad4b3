import Foundation
import MeadowCore
import Testing

@testable import MeadowCairo

/// The fonts an app bundles and lists in its Info.plist's `UIAppFonts`, registered as iOS registers them.
@Suite("Fonts an app bundles")
@MainActor
struct AppFontsTests {
    /// Meadow Fixture Sans (PostScript name `MeadowFixture-Regular`): DejaVu Sans with every advance doubled,
    /// installed nowhere (Fixtures/Fonts/README.md).
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/MeadowFixtureSans.ttf")

    private func width(_ string: String, in name: String) -> CGFloat {
        let run = TextStyleRun(string, font: .custom(name, size: 20), lineLimit: 1, alignment: .leading)
        return PangoTextSystem.shared.measure(run, width: nil, maxLines: 1).size.width
    }

    @Test("A font UIAppFonts lists, in a folder of the app's bundle, is set by its PostScript name and its family")
    func listedFontIsRegistered() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-fonts-\(UUID().uuidString)/App_App.resources")
        let fonts = bundle.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.fixture, to: fonts.appendingPathComponent("MeadowFixtureSans.ttf"))
        try Data("not a font".utf8).write(to: bundle.appendingPathComponent("Broken.ttf"))

        let inter = width("Dice", in: "Inter")
        let dejaVu = width("Dice", in: "DejaVu Sans")
        #expect(abs(width("Dice", in: "MeadowFixture-Regular") - inter) < 0.01, "before: the system font, as iOS draws a name it lacks")

        // Listed as Xcode lists a file of a group: by its name, whatever folder it is in.
        let info: [String: Any] = ["UIAppFonts": ["MeadowFixtureSans.ttf", "Broken.ttf", "Missing.otf"]]
        let registered = AppFonts.register(infoPlist: info, bundles: [bundle])
        #expect(registered.map(\.lastPathComponent) == ["MeadowFixtureSans.ttf"])
        let warnings = AppFonts.warnings.messages
        #expect(warnings.contains { $0.contains("\"Missing.otf\"") && $0.contains("not in the app's resources") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Broken.ttf") && $0.contains("not a font") }, "\(warnings)")

        // The fixture's advances are DejaVu Sans's doubled.
        let byPostScriptName = width("Dice", in: "MeadowFixture-Regular")
        #expect(abs(byPostScriptName - 2 * dejaVu) < 1, "\(byPostScriptName) against DejaVu Sans's \(dejaVu)")
        #expect(abs(width("Dice", in: "Meadow Fixture Sans") - byPostScriptName) < 0.01)
    }

    @Test("A UIAppFonts path is looked for as written, then by its file name")
    func pathsAreFound() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        for path in ["Fonts/A.ttf", "Other/A.ttf", "Nested/Deep/B.otf"] {
            let file = bundle.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: file)
        }
        #expect(AppFonts.file(named: "Other/A.ttf", in: [bundle])?.path.hasSuffix("Other/A.ttf") == true)
        #expect(AppFonts.file(named: "B.otf", in: [bundle])?.path.hasSuffix("Nested/Deep/B.otf") == true)
        #expect(AppFonts.file(named: "C.ttf", in: [bundle]) == nil)
    }
}
