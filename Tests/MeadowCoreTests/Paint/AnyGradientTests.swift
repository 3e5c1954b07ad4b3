import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `AnyGradient` and `Color.gradient` (iOS 16): a linear gradient from the top centre to the bottom centre of what
/// it fills; a colour's standard gradient runs from the colour 0.15 lighter in HSL lightness down to the colour.
@MainActor
@Suite("AnyGradient and Color.gradient")
struct AnyGradientTests {
    private func gradient(filling style: some ShapeStyle) throws -> GradientFill {
        let list = LayoutHarness(
            Rectangle().fill(style).frame(width: 100, height: 50), size: CGSize(width: 100, height: 50)
        ).displayList
        return try #require(gradients(in: list).first)
    }

    @Test("Color.gradient fills top to bottom, from the colour lightened to the colour itself")
    func greyStandardGradient() throws {
        let fill = try gradient(filling: Color(white: 0.5).gradient)
        #expect(fill.geometry == .linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 50)))
        #expect(fill.stops.map(\.location) == [0, 1])
        let top = fill.stops[0].color
        for component in [top.red, top.green, top.blue] { #expect(abs(component - 0.65) < 1e-9) }
        #expect(fill.stops[1].color == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test("A colour's lighter stop keeps its hue, saturation and opacity; white stays white")
    func hueKept() throws {
        // Pure red, HSL (0°, 100 %, 50 %) at 60 % opacity: 65 % lightness is (1, 0.3, 0.3).
        let fill = try gradient(filling: Color(red: 1, green: 0, blue: 0, opacity: 0.6).gradient)
        let top = fill.stops[0].color
        #expect(abs(top.red - 1) < 1e-9 && abs(top.green - 0.3) < 1e-9 && abs(top.blue - 0.3) < 1e-9)
        #expect(top.alpha == 0.6)
        let white = try gradient(filling: Color.white.gradient)
        #expect(white.stops.map(\.color) == [RGBA(red: 1, green: 1, blue: 1, alpha: 1), RGBA(red: 1, green: 1, blue: 1, alpha: 1)])
    }

    @Test("A system colour's gradient follows the colour scheme, as the colour does")
    func systemColourInDark() throws {
        let list = LayoutHarness(
            Rectangle().fill(.red.gradient).frame(width: 100, height: 50).environment(\.colorScheme, .dark),
            size: CGSize(width: 100, height: 50)
        ).displayList
        let fill = try #require(gradients(in: list).first)
        #expect(fill.stops[1].color == RGBA(hex: 0xFF453A))
    }

    @Test("AnyGradient(_:) and a Gradient as a style keep the gradient's stops, top to bottom")
    func ofAGradient() throws {
        let stops = Gradient(colors: [.white, .black])
        for style in [AnyGradient(stops) as any ShapeStyle, stops] {
            let list = LayoutHarness(
                Rectangle().fill(AnyShapeStyle(style)).frame(width: 100, height: 50), size: CGSize(width: 100, height: 50)
            ).displayList
            let fill = try #require(gradients(in: list).first)
            #expect(fill.geometry == .linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 50)))
            #expect(fill.stops.map(\.color) == [RGBA(red: 1, green: 1, blue: 1, alpha: 1), RGBA(red: 0, green: 0, blue: 0, alpha: 1)])
        }
    }

    private func gradients(in list: DisplayList) -> [GradientFill] {
        list.items.flatMap { item -> [GradientFill] in
            switch item {
            case .gradientFill(_, let gradient, _): [gradient]
            case .group(_, let inner): gradients(in: inner)
            default: []
            }
        }
    }
}
