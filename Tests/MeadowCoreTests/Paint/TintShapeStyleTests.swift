import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// SwiftUI's `.tint` shape style, as Xcode's iOS 17 template paints its globe: `.foregroundStyle(.tint)`.
@MainActor
@Suite("TintShapeStyle")
struct TintShapeStyleTests {
    @Test("With no tint around it, .tint paints the accent colour, iOS's blue")
    func accentWithoutTint() {
        let environment = EnvironmentValues()
        #expect(TintShapeStyle().resolveColor(in: environment) == Color.accentColor.resolve(in: environment))
        #expect(TintShapeStyle().resolveColor(in: environment) == Color.blue.resolve(in: environment))
    }

    @Test("With tint(_:) around it, .tint paints that colour")
    func tintAround() {
        var environment = EnvironmentValues()
        environment.tint = .orange
        #expect(TintShapeStyle().resolveColor(in: environment) == Color.orange.resolve(in: environment))
    }
}
