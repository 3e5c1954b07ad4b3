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
}
