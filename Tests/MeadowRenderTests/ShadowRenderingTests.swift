import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Shadows of a 40 × 40 pt square at (30, 30) on a transparent 100 × 100 pt canvas at scale 2, so the square
/// covers pixels 60..<140 and a pixel's alpha outside it is the shadow's.
///
/// `radius` is the blur's standard deviation in points, so σ = 8 px for a radius of 4 pt. Away from the
/// corners a square's edge is a straight edge, whose blurred profile is the Gaussian's tail, 1 − Φ(d / σ) at a
/// distance d outside the edge: ½ at the edge, 16 % at 1σ, 2.3 % at 2σ, nothing visible beyond 3σ. (For a
/// point it would be the Gaussian itself, 61 % of the peak at 1σ; an edge integrates that along its length.)
@Suite("Shadows")
@MainActor
struct ShadowRenderingTests {
    static let canvas = CGSize(width: 100, height: 100)
    /// The middle row of the square, away from its corners (pixel row 100).
    static let row = 100
    /// The first column right of the square.
    static let rightEdge = 140

    static func shadowed(
        color: RGBA = Canvas.black, radius: CGFloat = 4, offset: CGSize = .zero
    ) -> CairoImage {
        Canvas.render([shadowedSquare(color: color, radius: radius, offset: offset)], size: canvas)
    }

    /// The red `rect` (the square unless given) over its shadow.
    static func shadowedSquare(
        _ rect: CGRect = CGRect(x: 30, y: 30, width: 40, height: 40), color: RGBA = Canvas.black, radius: CGFloat = 4,
        offset: CGSize = .zero
    ) -> DisplayItem {
        let content = DisplayList(items: [.fill(Path(rect), Canvas.red, FillStyle())])
        return .group(.shadow(color, radius: radius, offset: offset), content)
    }

    /// Φ(x): the share of a Gaussian below `x` standard deviations.
    static func gaussianCDF(_ x: Double) -> Double {
        0.5 * erfc(-x / 2.0.squareRoot())
    }

    /// The coverage of the square blurred by a true Gaussian of `sigma` pixels, at the centre of pixel (x, y).
    static func blurredSquare(x: Int, y: Int, sigma: Double) -> Double {
        func across(_ p: Int) -> Double {
            let centre = Double(p) + 0.5
            return gaussianCDF((centre - 60) / sigma) - gaussianCDF((centre - 140) / sigma)
        }
        return across(x) * across(y)
    }

    @Test("A shadow fades monotonically outward from the edge and is gone by 3σ")
    func shadowFadesMonotonically() {
        let image = Self.shadowed()
        let profile = image.alphas(row: Self.row, columns: Self.rightEdge..<(Self.rightEdge + 32))
        #expect(profile[0] > 100, "the shadow at the edge: \(profile[0])")
        for d in 1..<profile.count {
            #expect(profile[d] <= profile[d - 1], "alpha rises from \(profile[d - 1]) to \(profile[d]) at \(d) px")
        }
        #expect(profile[8] < profile[0] / 2, "1σ out the shadow has not faded: \(profile)")
        #expect(profile[24...].allSatisfy { $0 <= 1 }, "the shadow reaches beyond 3σ: \(profile)")
        #expect(image.color(x: 100, y: 100) == PixelColor(255, 0, 0), "the square is drawn over its shadow")
    }

    @Test(
        "A shadow's edge follows the Gaussian's tail: half at the edge, 16 % at 1σ, 2 % at 2σ",
        arguments: [2.0, 4.0, 8.0])
    func shadowEdgeIsGaussian(radius: Double) {
        let sigma = radius * 2
        let image = Self.shadowed(radius: radius)
        for distance in [0.0, 0.5, 1.0, 1.5, 2.0, 2.5] {
            // The pixel whose centre is about `distance` σ outside the edge.
            let column = Self.rightEdge + Int((distance * sigma).rounded(.down))
            let expected = 255 * Self.blurredSquare(x: column, y: Self.row, sigma: sigma)
            let actual = Double(image.alpha(x: column, y: Self.row))
            // Three box blurs approximate the Gaussian's tail to within about 1 % of full scale (their widths
            // are whole pixels, so their σ is off by up to 2 %), and each of the six passes rounds to whole
            // levels: allow 2 % of 255. A single box blur of the same σ misses by 5 % at 1σ; no blur at all
            // misses by 50 % at the edge.
            #expect(abs(actual - expected) <= 5, "at \(distance)σ: \(actual), expected \(expected)")
        }
    }

    @Test("A shadow offset by x and y is the same shadow moved by that many points")
    func shadowIsOffset() {
        let plain = Self.shadowed()
        // 5 pt right, 3 pt down: 10 and 6 px.
        let moved = Self.shadowed(offset: CGSize(width: 5, height: 3))
        for d in 0..<24 {
            #expect(
                moved.alpha(x: Self.rightEdge + 10 + d, y: Self.row + 6) == plain.alpha(x: Self.rightEdge + d, y: Self.row),
                "right of the square, \(d) px out")
            #expect(moved.alpha(x: 110, y: 146 + d) == plain.alpha(x: 100, y: 140 + d), "below the square, \(d) px out")
        }
        // Moved right and down, less of it shows left of and above the square.
        #expect(moved.alpha(x: 58, y: 100) < plain.alpha(x: 58, y: 100) / 2)
        #expect(moved.alpha(x: 100, y: 58) < plain.alpha(x: 100, y: 58) / 2)
    }

    @Test("The shadow modifier's x and y move the shadow by points, as SwiftUI's")
    func shadowModifierOffsetsThePoints() {
        let view = Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 5, y: 3)
        let harness = ViewHarness(view, size: Self.canvas, scale: 2)
        let image = Canvas.render(harness.displayList, size: Self.canvas)
        let plain = Self.shadowed()
        for d in [0, 4, 8, 12] {
            #expect(image.alpha(x: 150 + d, y: 106) == plain.alpha(x: 140 + d, y: 100), "\(d) px right of the edge")
        }
    }

    @Test("A shadow colour's opacity scales the shadow's alpha and keeps its hue", arguments: [0.25, 0.5, 0.75])
    func shadowOpacityIsRespected(opacity: Double) {
        let opaque = Self.shadowed(color: RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let faint = Self.shadowed(color: RGBA(red: 0, green: 0, blue: 1, alpha: opacity))
        for d in 0..<20 {
            let full = Double(opaque.alpha(x: Self.rightEdge + d, y: Self.row))
            let alpha = Double(faint.alpha(x: Self.rightEdge + d, y: Self.row))
            #expect(abs(alpha - opacity * full) <= 1, "\(d) px out: \(alpha), expected \(opacity * full)")
        }
        #expect(faint.color(x: Self.rightEdge, y: Self.row).isClose(to: PixelColor(0, 0, 255), tolerance: 4))
    }

    @Test("A fully transparent shadow colour draws no shadow")
    func clearShadowDrawsNothing() {
        let image = Self.shadowed(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(image.alphas(row: Self.row, columns: 140..<200).allSatisfy { $0 == 0 })
    }

    @Test(
        "A shadow inside a transformed group is transformed with its content",
        arguments: [
            // Moved 10 pt right and 6 pt down: the same as drawing the square there.
            (Transform(translation: CGSize(width: 10, height: 6)), CGRect(x: 40, y: 36, width: 40, height: 40), 4.0),
            // Halved about the canvas centre: a 20 pt square whose shadow's radius is halved too.
            (
                Transform(scale: CGSize(width: 0.5, height: 0.5), rotation: 0, anchor: CGPoint(x: 50, y: 50)),
                CGRect(x: 40, y: 40, width: 20, height: 20), 2.0
            ),
        ])
    func shadowFollowsItsTransform(transform: Transform, equivalent: CGRect, radius: Double) {
        let transformed = Canvas.render(
            [.group(.transform(transform), DisplayList(items: [Self.shadowedSquare()]))], size: Self.canvas)
        let direct = Canvas.render([Self.shadowedSquare(equivalent, radius: radius)], size: Self.canvas)
        var worst = 0
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 200, by: 3) {
                worst = max(worst, abs(transformed.alpha(x: x, y: y) - direct.alpha(x: x, y: y)))
            }
        }
        #expect(worst <= 2, "the shadows differ by up to \(worst) levels of alpha")
    }

    @Test("A shadow inside a blurred group stays centred on its content")
    func shadowInsideABlurStaysCentred() {
        let image = Canvas.render(
            [.group(.blur(radius: 1), DisplayList(items: [Self.shadowedSquare()]))], size: Self.canvas)
        // With no offset the shadow is symmetric about the square's centre, pixel 99.5.
        for d in 0..<24 {
            let left = image.alpha(x: 59 - d, y: Self.row), right = image.alpha(x: 140 + d, y: Self.row)
            #expect(abs(left - right) <= 1, "\(d) px outside: \(left) left, \(right) right")
            let above = image.alpha(x: Self.row, y: 59 - d), below = image.alpha(x: Self.row, y: 140 + d)
            #expect(abs(above - below) <= 1, "\(d) px outside: \(above) above, \(below) below")
        }
        #expect(image.alpha(x: 140, y: Self.row) > 60, "the shadow is missing beside the square")
    }

    @Test("A rotated square's shadow surrounds all four of its corners alike")
    func rotatedShadowSurroundsTheCorners() {
        let rotation = Transform(scale: CGSize(width: 1, height: 1), rotation: .pi / 4, anchor: CGPoint(x: 50, y: 50))
        let image = Canvas.render(
            [.group(.transform(rotation), DisplayList(items: [Self.shadowedSquare()]))], size: Self.canvas)
        // The corners point up, down, left and right, 20√2 ≈ 28.3 pt from the centre: pixel 156.6 on the right.
        let right = image.alpha(x: 159, y: 99), left = image.alpha(x: 40, y: 99)
        let below = image.alpha(x: 99, y: 159), above = image.alpha(x: 99, y: 40)
        #expect(right > 20, "no shadow beyond the right corner")
        for other in [left, below, above] { #expect(abs(other - right) <= 2, "\([right, left, below, above])") }
    }
}
