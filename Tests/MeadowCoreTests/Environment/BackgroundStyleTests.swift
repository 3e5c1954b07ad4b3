import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `backgroundStyle(_:)` and `.background`, as SwiftUI's: the environment's background style, else the system
/// background (swiftui-system-metrics.md: systemBackground is white in light mode, black in dark).
@MainActor
@Suite("backgroundStyle(_:) sets the style .background paints with")
struct BackgroundStyleTests {
    @Test("A shape filled with .background paints backgroundStyle's colour, else the system background", arguments: [
        (Color?.some(.black), ColorScheme.light, RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
        (.some(.red), .light, RGBA(hex: 0xFF3B30)),
        (nil, .light, RGBA(red: 1, green: 1, blue: 1, alpha: 1)),
        (nil, .dark, RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
    ])
    func backgroundFill(style: Color?, scheme: ColorScheme, expected: RGBA) {
        let square = Rectangle().fill(.background).frame(width: 40, height: 30)
        let view = Group {
            if let style { square.backgroundStyle(style) } else { square }
        }.environment(\.colorScheme, scheme)
        let list = LayoutHarness(view, size: CGSize(width: 100, height: 100)).displayList
        #expect(colours(ofFillsSized: CGSize(width: 40, height: 30), in: list) == [expected])
    }

    @Test("backgroundStyle(.background) is the system background, not a loop")
    func backgroundOfItself() {
        let view = Rectangle().fill(.background).frame(width: 40, height: 30).backgroundStyle(.background)
            .environment(\.colorScheme, .dark)
        let list = LayoutHarness(view, size: CGSize(width: 100, height: 100)).displayList
        #expect(colours(ofFillsSized: CGSize(width: 40, height: 30), in: list) == [RGBA(red: 0, green: 0, blue: 0, alpha: 1)])
    }

    @Test("background() fills the view's bounds with the background style, behind it")
    func backgroundModifier() {
        let view = Color.clear.frame(width: 50, height: 20).background().backgroundStyle(Color.blue)
        let list = LayoutHarness(view, size: CGSize(width: 100, height: 100)).displayList
        let fill = fills(of: CGSize(width: 50, height: 20), in: list).first
        #expect(fill?.fillBounds == CGRect(x: 25, y: 40, width: 50, height: 20))
        let painted = colours(ofFillsSized: CGSize(width: 50, height: 20), in: list).filter { $0.alpha > 0 }
        #expect(painted == [RGBA(hex: 0x007AFF)])
    }

    @Test("The environment's backgroundStyle is nil until backgroundStyle(_:) sets it")
    func environmentValue() {
        var environment = EnvironmentValues()
        #expect(environment.backgroundStyle == nil)
        environment.backgroundStyle = AnyShapeStyle(Color.green)
        #expect(environment.backgroundStyle?.resolveColor(in: environment) == Color.green.resolve(in: environment))
    }

    private func colours(ofFillsSized size: CGSize, in list: DisplayList) -> [RGBA] {
        fills(of: size, in: list).compactMap { drawn in
            if case .fill(_, let colour, _) = drawn.item { return colour }
            return nil
        }
    }
}
