import Foundation
@testable import MeadowCore
import MeadowTestSupport
import Testing

/// An effect reaching `distance` points beyond its content on every side, as a glow would.
private struct Outset: GraphicsEffect {
    var distance: CGFloat

    func bounds(ofContent content: CGRect) -> CGRect { content.insetBy(dx: -distance, dy: -distance) }

    func draw(in context: inout some EffectContext) { context.drawContent() }
}

/// An effect that draws its content as it is and says nothing of its reach.
private struct Plain: GraphicsEffect {
    func draw(in context: inout some EffectContext) { context.drawContent() }
}

@MainActor
@Suite("Graphics effects as types")
struct GraphicsEffectTests {
    private let square = DisplayList(items: [.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), RGBA(red: 1, green: 0, blue: 0, alpha: 1), FillStyle())])

    @Test("An effect of another type is equal to another of the same type and values only")
    func equality() {
        #expect(AnyGraphicsEffect(Outset(distance: 4)) == AnyGraphicsEffect(Outset(distance: 4)))
        #expect(AnyGraphicsEffect(Outset(distance: 4)) != AnyGraphicsEffect(Outset(distance: 5)))
        #expect(AnyGraphicsEffect(Outset(distance: 0)) != AnyGraphicsEffect(Plain()))
        #expect(AnyGraphicsEffect(Outset(distance: 4)).hashValue == AnyGraphicsEffect(Outset(distance: 4)).hashValue)
    }

    @Test("A group's bounds are what its effect type says it reaches; its content's by default")
    func bounds() {
        #expect(DisplayItem.group(.custom(AnyGraphicsEffect(Outset(distance: 4))), square).bounds == CGRect(x: 6, y: 6, width: 28, height: 28))
        #expect(DisplayItem.group(.custom(AnyGraphicsEffect(Plain())), square).bounds == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("A change of the effect's values damages its reach before and after")
    func damage() {
        let before = DisplayList(items: [.group(.custom(AnyGraphicsEffect(Outset(distance: 4))), square)])
        let after = DisplayList(items: [.group(.custom(AnyGraphicsEffect(Outset(distance: 8))), square)])
        #expect(after.damage(since: before) == [CGRect(x: 2, y: 2, width: 36, height: 36)])
        #expect(after.damage(since: after).isEmpty)
    }
}
