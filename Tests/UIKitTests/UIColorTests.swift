import MeadowCore
import Testing
import UIKit

@Suite("UIColor")
struct UIColorTests {
    @Test(
        "getRed returns the components a colour was made with",
        arguments: [(0.0, 0.0, 0.0, 1.0), (1, 0.5, 0.25, 0.75), (0.2, 0.4, 0.6, 0)])
    func componentsRoundTrip(red: Double, green: Double, blue: Double, alpha: Double) {
        let color = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        let converted = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(converted)
        #expect([r, g, b, a] == [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)])
    }

    @Test("A colour literal is a UIColor of its sRGB components, and Color(#colorLiteral(...)) builds as on iOS")
    func colorLiteral() {
        let literal = #colorLiteral(red: 0.2676861286, green: 0.2773749828, blue: 0.6787461042, alpha: 1)
        #expect(type(of: literal) == UIColor.self)
        let components = UIColor(red: CGFloat(Float(0.2676861286)), green: CGFloat(Float(0.2773749828)), blue: CGFloat(Float(0.6787461042)), alpha: 1)
        #expect(literal == components)
        #expect(Color(#colorLiteral(red: 0.2676861286, green: 0.2773749828, blue: 0.6787461042, alpha: 1)) == Color(uiColor: components))
    }

    @Test("A UIColor becomes a Color and back without change")
    func colorRoundTrip() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(UIColor(Color(uiColor: color)) == color)
        #expect(UIColor(Color(color)) == color)
        #expect(UIColor(Color(uiColor: .systemBlue)) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1), "its light components")
    }

    @Test(
        "System colours have iOS's light-mode values (swiftui-system-metrics.md §7)",
        arguments: [
            (UIColor.systemBlue, 0x007AFF, 1.0), (.systemGray, 0x8E8E93, 1), (.systemGray6, 0xF2F2F7, 1),
            (.label, 0x000000, 1), (.secondaryLabel, 0x3C3C43, 0.6), (.systemBackground, 0xFFFFFF, 1),
            (.secondarySystemBackground, 0xF2F2F7, 1), (.separator, 0x3C3C43, 0.29),
        ])
    func systemColors(color: UIColor, hex: UInt32, alpha: Double) {
        #expect(color == UIColor(Color(.sRGB, red: Double(hex >> 16) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: alpha)))
    }

    @Test("The same system colours as SwiftUI's Color: systemBlue is .blue, label is .primary")
    func matchesSwiftUI() {
        #expect(Color(uiColor: .systemBlue) == .blue)
        #expect(Color(uiColor: .systemRed) == .red)
        #expect(UIColor(Color.primary) == .label)
        #expect(UIColor(Color.secondary) == .secondaryLabel)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: .systemBlue).resolve(in: dark) == Color.blue.resolve(in: dark), "dynamic, as UIKit's")
        #expect(Color(uiColor: .label).resolve(in: dark) == Color.white.resolve(in: dark))
    }

    @Test("withAlphaComponent replaces only the alpha; white and hue make the expected components")
    func otherInitialisers() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0, 122 / 255, 1, 0.5])
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
