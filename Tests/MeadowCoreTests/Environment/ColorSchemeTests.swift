import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the colour scheme it reads, tagged `identifier`.
private struct SchemeReader: View {
    let identifier: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light").accessibilityIdentifier(identifier)
    }
}

/// Two readers; the inner one's scheme set by `.environment`, and the window's preferred by `preferred`.
private struct SchemeHost: View {
    let preferred: StateProbe<ColorScheme?>
    @State var scheme: ColorScheme? = nil

    var body: some View {
        let _ = preferred.binding = $scheme
        VStack {
            SchemeReader(identifier: "outer")
            SchemeReader(identifier: "inner").environment(\.colorScheme, .dark)
            // Deep inside, as a sheet's content or a detail screen sets it.
            HStack { Text("deep").preferredColorScheme(scheme) }
        }
    }
}

@MainActor
@Suite("Color scheme")
struct ColorSchemeTests {
    private func text(_ identifier: String, _ driver: InteractionDriver) -> String? {
        driver.find(identifier: identifier)?.allNodes.compactMap(\.text).first
    }

    @Test("The colour scheme is light by default, and .environment(\\.colorScheme, .dark) sets it for the subtree only")
    func environmentSetsTheSubtree() {
        let driver = InteractionDriver(SchemeHost(preferred: StateProbe()), device: canvas(300, 300))
        #expect(text("outer", driver) == "light")
        #expect(text("inner", driver) == "dark")
        #expect(driver.graph.colorScheme == .light)
    }

    @Test("colorScheme(_:), as Xcode 11's previews wrote it, sets the scheme of its subtree only, not the window's")
    func colorSchemeModifierSetsTheSubtree() {
        let driver = InteractionDriver(
            VStack {
                SchemeReader(identifier: "outside")
                SchemeReader(identifier: "inside").colorScheme(.dark)
            }, device: canvas(300, 300))
        #expect(text("outside", driver) == "light")
        #expect(text("inside", driver) == "dark")
        #expect(driver.graph.colorScheme == .light)
    }

    @Test("preferredColorScheme deep inside sets the whole window's scheme, and nil gives it back to light")
    func preferredSchemeFlowsUpToTheWindow() {
        let preferred = StateProbe<ColorScheme?>()
        let driver = InteractionDriver(SchemeHost(preferred: preferred), device: canvas(300, 300))
        _ = driver.layoutTree
        preferred.set(.dark)
        #expect(text("outer", driver) == "dark")
        #expect(driver.graph.colorScheme == .dark)
        #expect(driver.graph.backgroundColor == RGBA(hex: 0x000000))
        preferred.set(nil)
        #expect(text("outer", driver) == "light")
        #expect(driver.graph.backgroundColor == RGBA(hex: 0xFFFFFF))
    }

    @Test(
        "System colours resolve to their dark variants in dark mode and keep their light values otherwise",
        arguments: [
            (Color.primary, RGBA(hex: 0x000000), RGBA(hex: 0xFFFFFF)),
            (Color.secondary, RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.6)),
            (Color.blue, RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF)),
            (Color.red, RGBA(hex: 0xFF3B30), RGBA(hex: 0xFF453A)),
            (Color.accentColor, RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF)),
            (Color.white, RGBA(hex: 0xFFFFFF), RGBA(hex: 0xFFFFFF)),
        ])
    func systemColours(color: Color, light: RGBA, dark: RGBA) {
        var environment = EnvironmentValues()
        #expect(color.resolve(in: environment) == light)
        environment.colorScheme = .dark
        #expect(color.resolve(in: environment) == dark)
    }

    @Test("A divider is the separator colour and a switch's off track secondarySystemFill, each with its dark value")
    func separatorAndFill() {
        var environment = EnvironmentValues()
        #expect(Divider.color.resolve(in: environment) == RGBA(hex: 0x3C3C43, alpha: 0.29))
        #expect(ToggleSwitchNode.offColor.resolve(in: environment) == RGBA(hex: 0x787880, alpha: 0.16))
        environment.colorScheme = .dark
        #expect(Divider.color.resolve(in: environment) == RGBA(hex: 0x545458, alpha: 0.6))
        #expect(ToggleSwitchNode.offColor.resolve(in: environment) == RGBA(hex: 0x787880, alpha: 0.32))
    }

    @Test("Hierarchical styles use the dark label colours in dark mode")
    func hierarchicalStyles() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(HierarchicalShapeStyle.primary.resolveColor(in: environment) == RGBA(hex: 0xFFFFFF))
        #expect(HierarchicalShapeStyle.tertiary.resolveColor(in: environment) == RGBA(hex: 0xEBEBF5, alpha: 0.3))
    }
}
