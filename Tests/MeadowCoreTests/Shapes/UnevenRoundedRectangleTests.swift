import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("UnevenRoundedRectangle")
struct UnevenRoundedRectangleTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("Four equal radii draw the rounded rectangle of that radius")
    func equalRadiiAreARoundedRectangle() {
        let uneven = UnevenRoundedRectangle(
            topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12)
        #expect(uneven.path(in: bounds) == RoundedRectangle(cornerRadius: 12).path(in: bounds))
    }

    @Test("Only the corners given a radius are rounded, clockwise on screen from the top-leading one")
    func onlyGivenCornersRound() {
        let k = Path.roundedCornerControl
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10).path(in: bounds)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
                .curve(to: CGPoint(x: 90, y: 60), control1: CGPoint(x: 100, y: 50 + 10 * k), control2: CGPoint(x: 90 + 10 * k, y: 60)),
                .line(to: CGPoint(x: 0, y: 60)), .line(to: CGPoint(x: 0, y: 20)),
                .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 0, y: 20 - 20 * k), control2: CGPoint(x: 20 - 20 * k, y: 0)),
                .closeSubpath,
            ])
    }

    @Test("A radius past half the shorter side is drawn as half of it")
    func radiusIsClamped() {
        let path = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 100)).path(in: bounds)
        #expect(path == UnevenRoundedRectangle(topLeadingRadius: 30).path(in: bounds))
    }

    @Test("An inset uneven rectangle loses the amount from each radius, none below 0")
    func inset() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 4, topTrailingRadius: 10)
        let expected = UnevenRoundedRectangle(topLeadingRadius: 15, topTrailingRadius: 5)
            .path(in: CGRect(x: 5, y: 5, width: 90, height: 50))
        #expect(shape.inset(by: 5).path(in: bounds) == expected)
    }

    @Test("The four radii animate together")
    func animatableData() {
        var shape = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4)
        #expect(shape.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        shape.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 5, bottomLeading: 6, bottomTrailing: 7, topTrailing: 8))
    }
}
