import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Pictures whose frames span whole pixels but start a fraction of a pixel off the grid, as Landmarks' category
/// rows do, are resampled once for that phase and copied: the pixels Cairo's good filter draws in place.
@MainActor
@Suite("Pictures off the pixel grid")
struct ImagePhaseTests {
    private let device = Device(name: "canvas", size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(), scale: 2)

    /// Landmarks pictures of 500 × 500 pixels, each drawn 60 points square at its place: 120 pixels.
    private func pictures(_ places: [(name: String, at: CGPoint)]) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(places, id: \.name) { place in
                Image(place.name).resizable().frame(width: 60, height: 60).offset(x: place.at.x, y: place.at.y)
            }
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
    }

    /// The pictures painted by Cairo straight onto a white canvas through the same transforms, with the good filter.
    private func paintedInPlace(_ places: [(name: String, at: CGPoint)]) throws -> CairoImage {
        let canvas = CairoImage(width: 400, height: 400)
        let cr = try #require(cairo_create(canvas.surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for place in places {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Apps/Landmarks/Assets.xcassets/\(place.name).imageset/\(place.name)@2x.png")
            let picture = try #require(CairoImage(contentsOfPNG: file.standardizedFileURL))
            cairo_save(cr)
            cairo_translate(cr, place.at.x * 2, place.at.y * 2)
            cairo_scale(cr, 120.0 / 500, 120.0 / 500)
            cairo_set_source_surface(cr, picture.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        return canvas
    }

    /// The largest difference of a channel between two images of the same size.
    private func largestDifference(_ a: CairoImage, _ b: CairoImage) -> Int {
        a.withPixels { pa, _ in b.withPixels { pb, _ in zip(pa, pb).map { abs(Int($0) - Int($1)) }.max() ?? 0 } }
    }

    private func render(_ places: [(name: String, at: CGPoint)]) throws -> CairoImage {
        try ScreenRenderer(rootView: pictures(places), device: device, assetCatalog: AssetCatalog.forModule("LandmarksUI"))
            .renderImage()
    }

    // Cairo's fixed point rounds the transform a little differently at a picture's place on the canvas and at its
    // place in the copy: two levels at most (Icy Bay half a pixel off the grid differs by two).

    @Test("A picture 0.65 pixels off the grid, decoded alone as it is drawn, draws what Cairo draws in place")
    func phasedPictureMatchesPaintingInPlace() throws {
        let places = [(name: "turtlerock", at: CGPoint(x: 10, y: 20.325))]
        #expect(largestDifference(try render(places), try paintedInPlace(places)) <= 2)
    }

    @Test("Pictures off the grid, decoded and resampled together on both cores, draw what Cairo draws in place")
    func phasedPicturesResampledTogetherMatchPaintingInPlace() throws {
        let places = [
            (name: "turtlerock", at: CGPoint(x: 10, y: 20.325)), (name: "icybay", at: CGPoint(x: 100.25, y: 20)),
            (name: "twinlake", at: CGPoint(x: 30.5, y: 110.125)),
        ]
        #expect(largestDifference(try render(places), try paintedInPlace(places)) <= 2)
    }
}
