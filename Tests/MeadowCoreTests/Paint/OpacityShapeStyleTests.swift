import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The effects of the groups in `list`, depth first.
private func groupEffects(in list: DisplayList) -> [DisplayEffect] {
    list.items.flatMap { item -> [DisplayEffect] in
        guard case .group(let effect, let nested) = item else { return [] }
        return [effect] + groupEffects(in: nested)
    }
}

/// `ShapeStyle.opacity(_:)`: a style faded as a whole.
@MainActor
@Suite("ShapeStyle.opacity(_:)")
struct OpacityShapeStyleTests {
    @Test("A faded style's colour is its base's with the alpha multiplied")
    func colourIsFaded() {
        let style = AnyShapeStyle(Color.red).opacity(0.5)
        #expect(style.resolveColor(in: EnvironmentValues()) == RGBA(hex: 0xFF3B30, alpha: 0.5))
    }

    @Test("A faded material draws its backdrop effect inside a group at that opacity")
    func materialIsFadedWhole() throws {
        let list = InteractionDriver(
            Color.clear.frame(width: 100, height: 40).background(.regularMaterial.opacity(0.4)), device: canvas(200, 100)
        ).makeDisplayList()
        let effects = groupEffects(in: list)
        let fade = try #require(effects.firstIndex { if case .opacity(0.4) = $0 { true } else { false } })
        #expect(effects[(fade + 1)...].contains { if case .custom = $0 { true } else { false } }, "\(effects)")
        #expect(list.backdropBounds == CGRect(x: -10, y: -30, width: 220, height: 160))
    }
}
