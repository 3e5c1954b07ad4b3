import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shape styles: hierarchical levels (swiftui-system-metrics.md §8: label, secondaryLabel rgba(60,60,67,0.6),
/// tertiaryLabel @0.3, quaternaryLabel @0.18), gradients laid out in the filled view's bounds, HSB colours.
@MainActor
@Suite("Shape styles and gradients")
struct ShapeStyleTests {
    @Test("foregroundStyle(.primary/.secondary/.tertiary) resolve to the label colours", arguments: [
        (HierarchicalShapeStyle.primary, RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
        (.secondary, RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        (.tertiary, RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)),
        (.quaternary, RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)),
    ])
    func hierarchicalLevels(style: HierarchicalShapeStyle, expected: RGBA) {
        let list = LayoutHarness(Text("A").foregroundStyle(style), size: CGSize(width: 100, height: 100)).displayList
        #expect(textColours(in: list) == [expected])
    }

    @Test("Under a foreground colour, .secondary is that colour at 60 %")
    func secondaryOfForeground() {
        let list = LayoutHarness(
            Text("A").foregroundStyle(.secondary).foregroundStyle(Color.red), size: CGSize(width: 100, height: 100)
        ).displayList
        #expect(textColours(in: list) == [RGBA(hex: 0xFF3B30, alpha: 0.6)])
    }

    @Test("Color(hue:saturation:brightness:) converts HSB to RGB", arguments: [
        (0.0, 0.5, 0.7, RGBA(red: 0.7, green: 0.35, blue: 0.35, alpha: 1)),
        (0.7, 0.4, 0.7, RGBA(red: 0.476, green: 0.42, blue: 0.7, alpha: 1)),
        (1.0 / 3, 1.0, 1.0, RGBA(red: 0, green: 1, blue: 0, alpha: 1)),
    ])
    func hsb(hue: Double, saturation: Double, brightness: Double, expected: RGBA) {
        let rgba = Color(hue: hue, saturation: saturation, brightness: brightness).resolve(in: EnvironmentValues())
        for (a, b) in [(rgba.red, expected.red), (rgba.green, expected.green), (rgba.blue, expected.blue)] {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test("Gradient(colors:) spaces its stops evenly from 0 to 1")
    func evenStops() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test("A linear gradient fill is laid out in the shape view's bounds, from its unit start point to its end point")
    func linearGradientGeometry() throws {
        let start = Color(red: 239 / 255, green: 120 / 255, blue: 221 / 255)
        let end = Color(red: 239 / 255, green: 172 / 255, blue: 120 / 255)
        let list = LayoutHarness(
            Rectangle()
                .fill(.linearGradient(
                    Gradient(colors: [start, end]), startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
                .frame(width: 100, height: 50),
            size: CGSize(width: 100, height: 50)
        ).displayList
        let fill = try #require(gradients(in: list).first)
        #expect(fill.geometry == .linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 30)))
        #expect(fill.stops.map(\.location) == [0, 1])
        #expect(fill.stops.map(\.color) == [start, end].map { $0.resolve(in: EnvironmentValues()) })
    }

    @Test("An angular gradient with equal start and end angles sweeps a full turn; as a view it fills its frame")
    func angularGradientGeometry() throws {
        let list = LayoutHarness(
            AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center).frame(width: 80, height: 40),
            size: CGSize(width: 80, height: 40)
        ).displayList
        let fill = try #require(gradients(in: list).first)
        #expect(fill.geometry == .angular(center: CGPoint(x: 40, y: 20), startAngle: 0, endAngle: 2 * .pi))
        let conic = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
        let quarter = Double.pi / 2
        let expected = GradientFill.Geometry.angular(center: CGPoint(x: 5, y: 5), startAngle: quarter, endAngle: quarter + 2 * .pi)
        #expect(conic.geometry(in: rect(0, 0, 10, 10)) == expected)
    }

    @Test("A resolved gradient interpolates between the stops around a location and clamps beyond the ends")
    func interpolation() {
        let fill = GradientFill(geometry: .linear(start: .zero, end: CGPoint(x: 1, y: 0)), stops: [
            .init(color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), location: 0.2),
            .init(color: RGBA(red: 1, green: 0.5, blue: 0, alpha: 1), location: 0.6),
        ])
        #expect(fill.color(at: 0) == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        let middle = fill.color(at: 0.4)
        #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.green - 0.25) < 1e-9 && middle.blue == 0)
        #expect(fill.color(at: 1) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test("Angles multiply, divide and add as SwiftUI's do")
    func angleArithmetic() {
        #expect(abs((Angle.degrees(Double(3) / Double(8)) * 360.0).degrees - 135) < 1e-9)
        #expect(abs((Angle.degrees(90) + .degrees(45)).degrees - 135) < 1e-9)
        #expect(abs((Angle.degrees(90) / 2).degrees - 45) < 1e-9)
        #expect(abs((-Angle.degrees(30)).degrees + 30) < 1e-9)
    }

    // MARK: Reading the display list

    private func textColours(in list: DisplayList) -> [RGBA] {
        list.items.flatMap { item -> [RGBA] in
            switch item {
            case .text(_, _, let color): [color]
            case .group(_, let inner): textColours(in: inner)
            default: []
            }
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
