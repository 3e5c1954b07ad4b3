import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Whether two rects agree within a billionth of a point (a rotation's sine and cosine are not exact).
private func isNear(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("Shape offset, rotation, scale and transform")
struct ShapeTransformTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test("offset moves the shape's path, not its frame")
    func offsetMovesThePath() {
        #expect(Rectangle().offset(x: 10, y: 5).path(in: bounds) == Path(CGRect(x: 10, y: 5, width: 100, height: 50)))
        #expect(Rectangle().offset(CGSize(width: -4, height: 0)).path(in: bounds) == Path(CGRect(x: -4, y: 0, width: 100, height: 50)))
        #expect(Rectangle().offset(CGPoint(x: 0, y: 3)).path(in: bounds) == Path(CGRect(x: 0, y: 3, width: 100, height: 50)))
        let tree = layout(Circle().offset(x: 20).accessibilityIdentifier("circle"), width: 200, height: 100)
        expectFrame(tree.node(identifier: "circle"), rect(50, 0, 100, 100))
    }

    @Test("rotation turns the path clockwise on screen about the centre: a quarter turn stands a 100×50 rectangle up")
    func rotationTurnsClockwise() {
        let path = Rectangle().rotation(.degrees(90)).path(in: bounds)
        #expect(isNear(path.boundingRect, CGRect(x: 25, y: -25, width: 50, height: 100)))
        // The top-leading corner goes to the top-trailing side of the standing rectangle.
        guard case .move(let start) = path.elements.first else {
            Issue.record("the rotated path does not start with a move")
            return
        }
        #expect(abs(start.x - 75) < 1e-9 && abs(start.y + 25) < 1e-9)
        let cornerTurn = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: bounds)
        #expect(isNear(cornerTurn.boundingRect, CGRect(x: -50, y: 0, width: 50, height: 100)))
    }

    @Test("scale stretches the path about its anchor")
    func scaleAboutAnchor() {
        #expect(Rectangle().scale(0.5).path(in: bounds) == Path(CGRect(x: 25, y: 12.5, width: 50, height: 25)))
        #expect(Rectangle().scale(x: 2, anchor: .topLeading).path(in: bounds) == Path(CGRect(x: 0, y: 0, width: 200, height: 50)))
    }

    @Test("transform maps every point of the path")
    func transformMapsPoints() {
        let moved = Rectangle().transform(CGAffineTransform(translationX: 5, y: 6)).path(in: bounds)
        #expect(moved == Path(CGRect(x: 5, y: 6, width: 100, height: 50)))
    }

    @Test("An offset or rotated circle still sizes itself as a square; its strokeBorder insets inside the moved circle")
    func modifiedShapesKeepTheirSize() {
        expectFrame(layout(Circle().rotation(.degrees(30)), width: 200, height: 100), rect(50, 0, 100, 100))
        #expect(
            Circle().offset(x: 10).inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                == Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).offsetBy(dx: 10, dy: 0))
    }

    @Test("The angle and the offset animate with the shape's own data")
    func animatableData() {
        var rotated = RoundedRectangle(cornerRadius: 4).rotation(.degrees(0))
        rotated.animatableData.second.first = .pi
        #expect(rotated.angle == .radians(.pi))
        var moved = Rectangle().offset(x: 1)
        moved.animatableData.second = AnimatablePair(7, 8)
        #expect(moved.offset == CGSize(width: 7, height: 8))
    }
}
