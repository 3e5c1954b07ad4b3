import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What `view` paints on a canvas of `width`×`height`, in order: "fill" or "stroke" with the path in the shape's
/// own coordinates and the stroke width (0 for a fill).
@MainActor
private func paints<V: View>(of view: V, width: CGFloat, height: CGFloat) -> [(String, Path, CGFloat)] {
    drawnItems(InteractionDriver(view, device: canvas(width, height)).makeDisplayList()).compactMap { drawn in
        switch drawn.item {
        case .fill(let path, _, _): ("fill", path, 0)
        case .stroke(let path, _, let style): ("stroke", path, style.lineWidth)
        default: nil
        }
    }
}

@MainActor
@Suite("Filling and stroking a shape view again")
struct ShapeViewChainingTests {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test("fill(_:).stroke(_:lineWidth:) draws the fill, then the stroke on the same outline, in the shape's frame")
    func fillThenStroke() {
        let view = Circle().fill(Color.yellow).stroke(Color.orange, lineWidth: 4).accessibilityIdentifier("ring")
        let drawn = paints(of: view, width: 200, height: 100)
        #expect(drawn.map(\.0) == ["fill", "stroke"])
        #expect(drawn.map(\.1) == [Circle().path(in: square), Circle().path(in: square)])
        #expect(drawn.map(\.2) == [0, 4])
        expectFrame(layout(view, width: 200, height: 100).node(identifier: "ring"), rect(50, 0, 100, 100))
    }

    @Test("fill(_:).strokeBorder(_:lineWidth:) strokes inside the outline; each further paint draws over the last")
    func chainedPaints() {
        let shape = RoundedRectangle(cornerRadius: 10)
        let view = shape.fill(Color.yellow).strokeBorder(Color.orange, lineWidth: 6).stroke(Color.red).fill(Color.blue.opacity(0.5))
        let drawn = paints(of: view, width: 100, height: 100)
        #expect(drawn.map(\.0) == ["fill", "stroke", "stroke", "fill"])
        #expect(drawn.map(\.1) == [
            shape.path(in: square), shape.inset(by: 3).path(in: square), shape.path(in: square), shape.path(in: square),
        ])
        #expect(drawn.map(\.2) == [0, 6, 1, 0])
    }
}
