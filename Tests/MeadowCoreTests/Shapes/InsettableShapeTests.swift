import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The strokes `view` draws on a canvas of `width`×`height`, with their paths in the stroked view's coordinates.
@MainActor
private func strokes<V: View>(of view: V, width: CGFloat, height: CGFloat) -> [(Path, StrokeStyle)] {
    let driver = InteractionDriver(view, device: canvas(width, height))
    return drawnItems(driver.makeDisplayList()).compactMap { drawn in
        if case .stroke(let path, _, let style) = drawn.item { return (path, style) }
        return nil
    }
}

@MainActor
@Suite("Insettable shapes")
struct InsettableShapeTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("An inset rectangle, ellipse and capsule are the shape drawn in the rect moved in by the amount on every side")
    func insetInRect() {
        let inner = CGRect(x: 5, y: 5, width: 90, height: 50)
        #expect(Rectangle().inset(by: 5).path(in: bounds) == Path(inner))
        #expect(Ellipse().inset(by: 5).path(in: bounds) == Path(ellipseIn: inner))
        #expect(Capsule().inset(by: 5).path(in: bounds) == Capsule().path(in: inner))
        #expect(Capsule(style: .continuous).inset(by: 5).path(in: bounds) == Capsule(style: .continuous).path(in: inner))
    }

    @Test("An inset circle keeps its centre and loses the amount from its radius")
    func insetCircle() {
        let path = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(path.boundingRect == CGRect(x: 60, y: 10, width: 80, height: 80))
    }

    @Test("An inset rounded rectangle's corners lose the amount from their radius, and stay square once it runs out")
    func insetRoundedRectangle() {
        let inner = CGRect(x: 5, y: 5, width: 90, height: 50)
        #expect(RoundedRectangle(cornerRadius: 20).inset(by: 5).path(in: bounds) == RoundedRectangle(cornerRadius: 15).path(in: inner))
        #expect(RoundedRectangle(cornerRadius: 4, style: .circular).inset(by: 5).path(in: bounds) == Path(inner))
    }

    @Test("Insets add up, and an inset past the middle leaves nothing")
    func insetsAddUp() {
        #expect(Rectangle().inset(by: 2).inset(by: 3).path(in: bounds) == Path(CGRect(x: 5, y: 5, width: 90, height: 50)))
        #expect(Circle().inset(by: 40).inset(by: -10).path(in: bounds) == Circle().inset(by: 30).path(in: bounds))
        #expect(RoundedRectangle(cornerRadius: 8).inset(by: 31).path(in: bounds).isEmpty)
        #expect(Rectangle().inset(by: 31).path(in: bounds).isEmpty)
    }

    @Test("strokeBorder strokes the shape inset by half the line width, so the stroke's outer edge is the frame")
    func strokeBorderInsetsByHalfTheLine() {
        let drawn = strokes(of: RoundedRectangle(cornerRadius: 12).strokeBorder(Color.red, lineWidth: 8), width: 100, height: 60)
        #expect(drawn.count == 1)
        #expect(drawn.first?.0 == RoundedRectangle(cornerRadius: 8).path(in: CGRect(x: 4, y: 4, width: 92, height: 52)))
        #expect(drawn.first?.1 == StrokeStyle(lineWidth: 8))
    }

    @Test("strokeBorder with a style keeps its dashes and caps, inset by half its width")
    func strokeBorderWithStyle() {
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 4])
        let drawn = strokes(of: Rectangle().strokeBorder(style: style), width: 100, height: 60)
        #expect(drawn.first?.0 == Path(CGRect(x: 3, y: 3, width: 94, height: 54)))
        #expect(drawn.first?.1 == style)
    }

    @Test("A circle's strokeBorder sizes itself as the circle: a square of the smaller side")
    func circleStrokeBorderSize() {
        expectFrame(layout(Circle().strokeBorder(Color.blue, lineWidth: 4), width: 200, height: 100), rect(50, 0, 100, 100))
    }

    @Test("A rounded rectangle's corner size animates")
    func roundedRectangleAnimatableData() {
        var shape = RoundedRectangle(cornerRadius: 10)
        shape.animatableData = AnimatablePair(20, 30)
        #expect(shape.cornerSize == CGSize(width: 20, height: 30))
    }
}
