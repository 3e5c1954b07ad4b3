import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// SwiftUI's custom colours (iOS 17): `Color.init(_:)` takes any `Hashable` shape style whose `Resolved` is
/// `Color.Resolved`, which is why `Color(.indigo)` compiles on iOS (`.indigo` is one of `ShapeStyle`'s colours).
@MainActor
@Suite("Custom colours")
struct CustomColorTests {
    /// A style that picks a colour by the colour scheme, as a developer writes one for `Color(_:)`.
    struct SchemeColor: ShapeStyle, Hashable {
        typealias Resolved = Color.Resolved
        func resolveColor(in environment: EnvironmentValues) -> RGBA {
            environment.colorScheme == .dark ? RGBA(hex: 0x112233) : RGBA(hex: 0xAABBCC)
        }
    }

    static func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    @Test("Color(.indigo) is the system indigo, #5856D6 light and #5E5CE6 dark, as Color.indigo", arguments: [
        (ColorScheme.light, RGBA(hex: 0x5856D6)), (.dark, RGBA(hex: 0x5E5CE6)),
    ])
    func implicitMember(scheme: ColorScheme, expected: RGBA) {
        #expect(Color(.indigo) == Color.indigo)
        #expect(Color(.indigo).resolve(in: Self.environment(scheme)) == expected)
        #expect(Color(.teal).resolve(in: Self.environment(scheme)) == Color.teal.resolve(in: Self.environment(scheme)))
    }

    @Test("A custom colour resolves where it is drawn, and equals another of an equal style")
    func customStyle() {
        let color = Color(SchemeColor())
        #expect(color.resolve(in: Self.environment(.light)) == RGBA(hex: 0xAABBCC))
        #expect(color.resolve(in: Self.environment(.dark)) == RGBA(hex: 0x112233))
        #expect(color == Color(SchemeColor()))
        #expect(color != Color.indigo)
    }
}
