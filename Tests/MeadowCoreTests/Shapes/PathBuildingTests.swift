import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private func isNear(_ a: CGPoint?, _ b: CGPoint) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

@MainActor
@Suite("Path building")
struct PathBuildingTests {
    @Test("addRelativeArc turns clockwise on screen for a positive delta, counter-clockwise for a negative one")
    func relativeArc() {
        var clockwise = Path()
        clockwise.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(90))
        #expect(clockwise.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(isNear(clockwise.currentPoint, CGPoint(x: 50, y: 100)))
        var counter = Path()
        counter.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(-90))
        #expect(isNear(counter.currentPoint, CGPoint(x: 50, y: 0)))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner: a line to where the arc meets the first side, the arc to the second")
    func tangentArc() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(isNear(path.currentPoint, CGPoint(x: 100, y: 20)))
        let middle = CGPoint(x: 80 + 20 * CGFloat(0.5).squareRoot(), y: 20 - 20 * CGFloat(0.5).squareRoot())
        #expect(path.contains(CGPoint(x: middle.x - 0.5, y: middle.y + 0.5)))
        #expect(!path.contains(CGPoint(x: middle.x + 0.5, y: middle.y - 0.5)), "the arc bulges toward the corner, no further")
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 50, y: 0))])
    }

    @Test("The transform of addRect, addEllipse, addRoundedRect, addRects and addPath maps what they add")
    func transforms() {
        let shift = CGAffineTransform(translationX: 10, y: 20)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        let moved = rect.offsetBy(dx: 10, dy: 20)
        var path = Path()
        path.addRect(rect, transform: shift)
        #expect(path == Path(moved))
        path = Path()
        path.addEllipse(in: rect, transform: shift)
        #expect(path == Path(ellipseIn: moved))
        path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 5, height: 5), transform: shift)
        #expect(path == Path(roundedRect: moved, cornerSize: CGSize(width: 5, height: 5)))
        path = Path()
        path.addRects([rect, moved])
        var expected = Path(rect)
        expected.addRect(moved)
        #expect(path == expected)
        #expect(Path(rect).applying(.identity) == Path(rect))
        #expect(Path(rect).applying(CGAffineTransform(scaleX: 2, y: 2)) == Path(CGRect(x: 0, y: 0, width: 80, height: 60)))
    }

    @Test("An arc added with a transform still joins the current point with a line")
    func transformedArcJoins() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
            transform: CGAffineTransform(translationX: 50, y: 0))
        #expect(path.elements[1] == .line(to: CGPoint(x: 60, y: 0)))
        #expect(isNear(path.currentPoint, CGPoint(x: 50, y: 10)))
    }
}
