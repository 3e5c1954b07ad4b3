import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// One system colour and its four values in the HIG's iOS colour table: light, dark, and light and dark at
/// increased contrast (docs/SYSTEM-COLORS.md).
struct PublishedSystemColor: Sendable, CustomTestStringConvertible {
    let name: String
    let color: Color
    let values: [UInt32]

    var testDescription: String { name }

    static let all = [
        PublishedSystemColor(name: "red", color: .red, values: [0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961]),
        PublishedSystemColor(name: "orange", color: .orange, values: [0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340]),
        PublishedSystemColor(name: "yellow", color: .yellow, values: [0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426]),
        PublishedSystemColor(name: "green", color: .green, values: [0x34C759, 0x30D158, 0x248A3D, 0x30DB5B]),
        PublishedSystemColor(name: "mint", color: .mint, values: [0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF]),
        PublishedSystemColor(name: "teal", color: .teal, values: [0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF]),
        PublishedSystemColor(name: "cyan", color: .cyan, values: [0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF]),
        PublishedSystemColor(name: "blue", color: .blue, values: [0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF]),
        PublishedSystemColor(name: "indigo", color: .indigo, values: [0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF]),
        PublishedSystemColor(name: "purple", color: .purple, values: [0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF]),
        PublishedSystemColor(name: "pink", color: .pink, values: [0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482]),
        PublishedSystemColor(name: "brown", color: .brown, values: [0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469]),
        PublishedSystemColor(name: "gray", color: .gray, values: [0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2]),
        PublishedSystemColor(name: "systemGray4", color: .systemGray4, values: [0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446]),
    ]
}

/// Increase Contrast on iOS: with `colorSchemeContrast` `.increased`, the system colours take the accessible values
/// Apple's Human Interface Guidelines publish for them, and the label colours their higher opacities.
@MainActor
@Suite("System colours at increased contrast")
struct IncreasedContrastColorTests {
    private func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment._colorSchemeContrast = contrast
        return environment
    }

    @Test("Each system colour resolves to the HIG's four values: light, dark, increased light, increased dark", arguments: PublishedSystemColor.all)
    func publishedValues(_ published: PublishedSystemColor) {
        let resolved = [(ColorScheme.light, ColorSchemeContrast.standard), (.dark, .standard), (.light, .increased), (.dark, .increased)]
            .map { published.color.resolve(in: environment($0.0, $0.1)) }
        #expect(resolved == published.values.map { RGBA(hex: $0) })
    }

    @Test("The accent colour is the increased system blue, #0040DD light and #409CFF dark, unless a tint is set")
    func accentColor() {
        #expect(Color.accentColor.resolve(in: environment(.light, .increased)) == RGBA(hex: 0x0040DD))
        #expect(Color.accentColor.resolve(in: environment(.dark, .increased)) == RGBA(hex: 0x409CFF))
        var tinted = environment(.light, .increased)
        tinted.tint = .red
        #expect(Color.accentColor.resolve(in: tinted) == RGBA(hex: 0xD70015))
    }

    @Test("The label levels below primary take their increased opacities; placeholder text takes tertiary's")
    func labelOpacities() {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        let light = levels.map { $0.resolveColor(in: environment(.light, .increased)) }
        #expect(light == [RGBA(hex: 0x000000), RGBA(hex: 0x3C3C43, alpha: 0.8), RGBA(hex: 0x3C3C43, alpha: 0.7),
                          RGBA(hex: 0x3C3C43, alpha: 0.55), RGBA(hex: 0x000000, alpha: 0.0814)])
        let dark = levels.map { $0.resolveColor(in: environment(.dark, .increased)) }
        #expect(dark == [RGBA(hex: 0xFFFFFF), RGBA(hex: 0xEBEBF5, alpha: 0.7), RGBA(hex: 0xEBEBF5, alpha: 0.55),
                         RGBA(hex: 0xEBEBF5, alpha: 0.4), RGBA(hex: 0xFFFFFF, alpha: 0.0814)])
        let standard = levels.map { $0.resolveColor(in: environment(.light, .standard)).alpha }
        #expect(standard == [1, 0.6, 0.3, 0.18, 0.05])
        #expect(Color.secondary.resolve(in: environment(.light, .increased)) == RGBA(hex: 0x3C3C43, alpha: 0.8))
        #expect(Color.placeholderText.resolve(in: environment(.light, .increased)) == RGBA(hex: 0x3C3C43, alpha: 0.7))
        #expect(Color.placeholderText.resolve(in: environment(.dark, .standard)) == RGBA(hex: 0xEBEBF5, alpha: 0.3))
    }
}
