import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// A picture whose frame spans whole pixels but starts a fraction of a pixel off the grid, as Landmarks' category
/// rows do, is resampled once for that phase and copied: the pixels Cairo's good filter draws in place.
@MainActor
@Suite("Pictures off the pixel grid")
struct ImagePhaseTests {
    /// Turtle Rock's 500 × 500 picture, drawn 155 points square at (10, 20.325): 310 pixels from (20, 40.65).
    private var view: some View {
        Image("turtlerock").resizable().frame(width: 155, height: 155)
            .offset(x: 10, y: 20.325)
            .frame(width: 200, height: 200, alignment: .topLeading)
    }
    private let device = Device(name: "canvas", size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(), scale: 2)

    /// The picture painted by Cairo straight onto a white canvas through the same transform, with the good filter.
    private func paintedInPlace() throws -> CairoImage {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Apps/Landmarks/Assets.xcassets/turtlerock.imageset/turtlerock@2x.png")
        let picture = try #require(CairoImage(contentsOfPNG: file.standardizedFileURL))
        let canvas = CairoImage(width: 400, height: 400)
        let cr = try #require(cairo_create(canvas.surface))
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_translate(cr, 20, 40.65)
        cairo_scale(cr, 310.0 / 500, 310.0 / 500)
        cairo_set_source_surface(cr, picture.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        return canvas
    }

    /// The largest difference of a channel between two images of the same size.
    private func largestDifference(_ a: CairoImage, _ b: CairoImage) -> Int {
        a.withPixels { pa, _ in b.withPixels { pb, _ in zip(pa, pb).map { abs(Int($0) - Int($1)) }.max() ?? 0 } }
    }

    @Test("A picture at 0.65 pixels past the grid draws what Cairo draws in place")
    func phasedPictureMatchesPaintingInPlace() throws {
        let screen = ScreenRenderer(rootView: view, device: device, assetCatalog: try AssetCatalog.forModule("LandmarksUI"))
        let expected = try paintedInPlace()
        // Cairo's fixed point rounds the transform a little differently at the picture's place on the canvas and
        // at its place in the copy: a level at most.
        #expect(largestDifference(screen.renderImage(), expected) <= 1)
    }
}
