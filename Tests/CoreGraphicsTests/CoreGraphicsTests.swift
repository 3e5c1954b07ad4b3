// This file imports only CoreGraphics (and Testing): that it compiles shows CoreGraphics alone brings the
// geometry types, as on Apple's platforms.
import CoreGraphics
import Testing

@Suite("CoreGraphics")
struct CoreGraphicsTests {
    @Test("CoreGraphics alone brings CGFloat, CGPoint, CGSize, CGRect and CGVector")
    func geometryTypes() {
        let origin = CGPoint(x: 10, y: 20)
        let rect = CGRect(origin: origin, size: CGSize(width: 30, height: 40))
        let scale: CGFloat = 2
        #expect(rect.midX * scale == 50)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        #expect(CGVector.zero == CGVector())
    }

    @Test("CGLineCap and CGLineJoin have Core Graphics' raw values")
    func lineCapAndJoin() {
        #expect([CGLineCap.butt, .round, .square].map(\.rawValue) == [0, 1, 2])
        #expect([CGLineJoin.miter, .round, .bevel].map(\.rawValue) == [0, 1, 2])
    }

    @Test("A translation, a scale and a quarter turn map points as Core Graphics does")
    func transformsMapPoints() {
        let point = CGPoint(x: 1, y: 2)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        #expect(point.applying(CGAffineTransform(scaleX: 3, y: 4)) == CGPoint(x: 3, y: 8))
        let turned = point.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x - -2) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test("concatenating applies the receiver first; translatedBy applies the translation first")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 5, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 2))
        #expect(scale.translatedBy(x: 5, y: 0) == move.concatenating(scale))
    }

    @Test("A transform concatenated with its inverse is the identity; a singular one inverts to itself")
    func inversion() {
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(transform.concatenating(transform.inverted()).isIdentity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("A rectangle maps to the bounding box of its mapped corners; a size ignores the translation")
    func rectsAndSizes() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: 0, y: 5)) == CGRect(x: -10, y: 5, width: 10, height: 20))
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9).scaledBy(x: 2, y: 2)) == CGSize(width: 6, height: 8))
    }
}
