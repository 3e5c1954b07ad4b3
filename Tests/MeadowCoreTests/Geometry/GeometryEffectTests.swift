import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Moves the view right by half its own width: a transform that reads the view's size.
private struct HalfWidthSlide: GeometryEffect {
    var animatableData: CGFloat = 0

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 0))
    }
}

/// The shake a wrong password gets, as public SwiftUI code writes it: 10 points side to side, three times per unit
/// of `animatableData`.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A 60×40 box, tagged "box", shaken by `attempts`.
private struct ShakingBox: View {
    let probe: StateProbe<Int>
    @State var attempts = 0

    var body: some View {
        let _ = probe.binding = $attempts
        Color.red.frame(width: 60, height: 40).accessibilityIdentifier("box").modifier(Shake(animatableData: CGFloat(attempts)))
    }
}

@MainActor
@Suite("GeometryEffect")
struct GeometryEffectTests {
    private let boxSize = CGSize(width: 60, height: 40)

    /// The projection the box's fill is drawn through, if any.
    private func projection(in driver: InteractionDriver) -> ProjectionTransform? {
        let drawn = fills(of: boxSize, in: driver.makeDisplayList()).first
        for case .projection(let projection) in drawn?.effects.reversed() ?? [] { return projection }
        return nil
    }

    @Test("The view is drawn through the transform of its own size, and laid out as without it")
    func transformOfSize() throws {
        // [APPLE:geometryeffect/effecttransform(size:)]: returns the current value of the effect.
        let driver = InteractionDriver(
            Color.red.frame(width: 60, height: 40).accessibilityIdentifier("box").modifier(HalfWidthSlide()),
            device: canvas(400, 400))
        #expect(driver.find(identifier: "box")?.frame == CGRect(x: 170, y: 180, width: 60, height: 40))
        let drawn = try #require(projection(in: driver))
        #expect(drawn.m31 == 30 && drawn.m32 == 0 && drawn.m11 == 1 && drawn.m22 == 1)
    }

    @Test("A change of the effect's animatableData in an animation draws the transform of each frame between")
    func animatesData() throws {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(ShakingBox(probe: probe), device: canvas(400, 400))
        #expect(projection(in: driver) == nil, "sin(0) moves nothing: no projection")
        withAnimation(.linear(duration: 1)) { probe.set(1) }
        _ = driver.layoutTree
        driver.step(0.25)
        let quarter = try #require(projection(in: driver))
        #expect(abs(quarter.m31 - 10 * sin(0.75 * .pi)) < 1e-6, "data 0.25: three shakes per unit")
        driver.step(0.25)
        let half = try #require(projection(in: driver))
        #expect(abs(half.m31 - 10 * sin(1.5 * .pi)) < 1e-6)
        driver.settle()
        let settled = try #require(projection(in: driver), "sin(3π) is a rounding error away from 0")
        #expect(abs(settled.m31) < 1e-9)
        #expect(driver.find(identifier: "box")?.frame == CGRect(x: 170, y: 180, width: 60, height: 40))
    }

    @Test("ProjectionTransform(_:) of an affine transform maps points as the affine transform does")
    func affineProjection() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let projection = ProjectionTransform(affine)
        #expect(projection.m11 == 2 && projection.m12 == 0.5 && projection.m21 == -1 && projection.m22 == 3)
        #expect(projection.m31 == 7 && projection.m32 == -4 && projection.isAffine)
    }
}
