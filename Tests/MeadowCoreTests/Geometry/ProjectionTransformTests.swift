import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("ProjectionTransform and rotation3DEffect")
struct ProjectionTransformTests {
    private func expectClose(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    @Test("A 45° turn about the y axis with perspective 1 pushes the trailing edge away and brings the leading one near")
    func yRotationInPerspective() {
        // 160 × 100, anchor at the centre (80, 50); the eye is max(160, 100) = 160 away.
        let t = ProjectionTransform.rotation(
            .degrees(45), axis: (0, 1, 0), anchor: CGPoint(x: 80, y: 50), anchorZ: 0, perspective: 1,
            size: CGSize(width: 160, height: 100))
        let h = 80 * sin(Double.pi / 4)
        let far = 1 + h / 160, near = 1 - h / 160
        expectClose(t.apply(CGPoint(x: 160, y: 0)), CGPoint(x: 80 + h / far, y: 50 - 50 / far))
        expectClose(t.apply(CGPoint(x: 0, y: 100)), CGPoint(x: 80 - h / near, y: 50 + 50 / near))
        expectClose(t.apply(CGPoint(x: 80, y: 50)), CGPoint(x: 80, y: 50))
    }

    @Test("A 90° turn about the x axis draws the view edge-on: every point on the anchor's horizontal line")
    func edgeOn() {
        let t = ProjectionTransform.rotation(
            .degrees(90), axis: (1, 0, 0), anchor: CGPoint(x: 80, y: 50), anchorZ: 0, perspective: 1,
            size: CGSize(width: 160, height: 100))
        #expect(abs(t.apply(CGPoint(x: 10, y: 0)).y - 50) < 1e-9)
        #expect(abs(t.apply(CGPoint(x: 150, y: 100)).y - 50) < 1e-9)
    }

    @Test("Perspective 0 is a flat projection: a y turn only narrows the view by cos θ")
    func orthographic() {
        let t = ProjectionTransform.rotation(
            .degrees(60), axis: (0, 1, 0), anchor: CGPoint(x: 80, y: 50), anchorZ: 0, perspective: 0,
            size: CGSize(width: 160, height: 100))
        expectClose(t.apply(CGPoint(x: 160, y: 0)), CGPoint(x: 80 + 80 * cos(Double.pi / 3), y: 0))
        #expect(t.isAffine)
    }

    @Test("invert() gives the transform that maps points back, and concatenating applies the receiver first")
    func inverse() {
        let t = ProjectionTransform.rotation(
            .degrees(30), axis: (1, 1, 0), anchor: CGPoint(x: 20, y: 10), anchorZ: 5, perspective: 1,
            size: CGSize(width: 40, height: 20))
        var inverse = t
        let invertible = inverse.invert()
        #expect(invertible)
        let point = CGPoint(x: 33, y: 4)
        expectClose(inverse.apply(t.apply(point)), point)
        expectClose(t.concatenating(inverse).apply(point), point)
    }

    @Test("rotation3DEffect changes no layout and reports its kind")
    func layoutUnchanged() {
        let view = Color.red.frame(width: 160, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let tree = LayoutHarness(view, size: CGSize(width: 400, height: 400)).layoutTree
        #expect(tree.node(kind: .rotation3DEffect)?.frame == CGRect(x: 120, y: 150, width: 160, height: 100))
    }
}
