import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The length of everything `path` draws, its closing lines included.
private func length(of path: Path) -> CGFloat {
    path.drawnSubpaths().flatMap(\.segments).map { $0.length() }.reduce(0, +)
}

/// Where `path` ends: the last point it draws to.
private func endPoint(of path: Path) -> CGPoint? {
    path.drawnSubpaths().last?.segments.last?.end
}

private func isNear(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A ring whose trim end follows `progress`, changed with the animation a test chooses.
private struct ProgressRing: View {
    let probe: StateProbe<Double>
    @State var progress = 0.0

    var body: some View {
        let _ = probe.binding = $progress
        Circle().trim(from: 0, to: progress).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100)
    }
}

@MainActor
@Suite("Trimmed shapes")
struct ShapeTrimTests {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test("Half a 100×50 rectangle's length runs along its top and down its right side")
    func rectangleHalf() {
        let path = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
    }

    @Test("A trim inside a rectangle cuts its first and last sides at the lengths of the fractions")
    func rectangleMiddle() {
        // 300 points round: from 75 to 225.
        let path = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.25, to: 0.75)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
                .line(to: CGPoint(x: 25, y: 50)),
            ])
    }

    @Test("A trim that reaches the end of a rectangle runs along its closing side, left open")
    func rectangleClosingSide() {
        let path = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.75, to: 1)
        #expect(path.elements == [.move(to: CGPoint(x: 25, y: 50)), .line(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 0, y: 0))])
    }

    @Test("The fractions are of the length of all the subpaths together, each cut part its own subpath")
    func acrossSubpaths() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        path.addLines([CGPoint(x: 200, y: 0), CGPoint(x: 300, y: 0)])
        #expect(
            path.trimmedPath(from: 0.25, to: 0.75).elements == [
                .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                .move(to: CGPoint(x: 200, y: 0)), .line(to: CGPoint(x: 250, y: 0)),
            ])
    }

    @Test("A closed subpath the trim takes whole stays closed")
    func wholeSubpathStaysClosed() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(path.trimmedPath(from: 0, to: 0.5).elements == Path(CGRect(x: 0, y: 0, width: 10, height: 10)).elements)
    }

    @Test("Nothing is left when the start is not below the end; the whole trim is the path itself", arguments: [
        (0.5, 0.5), (0.7, 0.2), (1.2, 1.5),
    ])
    func emptyTrims(from: CGFloat, to: CGFloat) {
        #expect(Circle().path(in: square).trimmedPath(from: from, to: to).isEmpty)
        #expect(Circle().trim(from: -1, to: 2).path(in: square) == Circle().path(in: square))
    }

    @Test("A circle's trim starts at 3 o'clock and runs clockwise on screen: a quarter ends at 6 o'clock")
    func circleQuarter() {
        let path = Circle().trim(from: 0, to: 0.25).path(in: square)
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(isNear(endPoint(of: path), CGPoint(x: 50, y: 100)))
        let eighth = Circle().trim(from: 0, to: 0.125).path(in: square)
        let diagonal = 50 + 50 * CGFloat(0.5).squareRoot()
        #expect(isNear(endPoint(of: eighth), CGPoint(x: diagonal, y: diagonal)), "half way round the first quarter")
    }

    @Test("Seven tenths of a ring is seven tenths of its length, the whole measured as its four curves are long")
    func trimmedLength() {
        // The four Bézier quarters of a circle of radius 50 are 314.2033396 long (by summing 200 000 chords), 0.014 %
        // more than 2π·50.
        let whole = length(of: Circle().path(in: square))
        #expect(abs(whole - 314.2033396) < 1e-6)
        let trimmed = Circle().trim(from: 0, to: 0.7).path(in: square)
        #expect(abs(length(of: trimmed) - 0.7 * whole) < 1e-6)
        let middle = Circle().trim(from: 0.2, to: 0.45).path(in: square)
        #expect(abs(length(of: middle) - 0.25 * whole) < 1e-6)
    }

    @Test("A trimmed circle sizes itself as the circle does: a square of the smaller side")
    func trimmedCircleSize() {
        let tree = layout(Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4), width: 200, height: 100)
        expectFrame(tree, rect(50, 0, 100, 100))
    }

    @Test("A trim's animatable data is the shape's with its two fractions")
    func animatableData() {
        var trimmed = _TrimmedShape(shape: Circle(), startFraction: 0.1, endFraction: 0.6)
        #expect(trimmed.animatableData.second == AnimatablePair(0.1, 0.6))
        trimmed.animatableData.second = AnimatablePair(0.2, 0.9)
        #expect(trimmed.startFraction == 0.2 && trimmed.endFraction == 0.9)
    }

    @Test("A ring's trim end animates: half way through a linear change from 0 to 1 it draws half the ring")
    func trimAnimates() {
        let probe = StateProbe<Double>()
        let driver = InteractionDriver(ProgressRing(probe: probe), device: canvas(100, 100))
        withAnimation(.linear(duration: 1)) { probe.set(1) }
        _ = driver.layoutTree
        driver.graph.advance(to: 0.5)
        let strokes = drawnItems(driver.makeDisplayList()).compactMap { drawn -> Path? in
            if case .stroke(let path, _, _) = drawn.item { return path }
            return nil
        }
        #expect(strokes.count == 1)
        let whole = length(of: Circle().path(in: square))
        #expect(abs(length(of: strokes.first ?? Path()) - whole / 2) < 1e-6)
        #expect(isNear(strokes.first.flatMap(endPoint(of:)), CGPoint(x: 0, y: 50)))
    }
}
