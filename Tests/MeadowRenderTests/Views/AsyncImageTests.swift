import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// The phases an `AsyncImage` showed, in order.
@MainActor
private final class PhaseLog {
    var phases: [AsyncImagePhase] = []

    var last: AsyncImagePhase? { phases.last }
}

/// An `AsyncImage` of `url` at scale 2 that logs each phase it shows: blue while empty, the image, red on failure.
private struct LoggedAsyncImage: View {
    let url: URL?
    let log: PhaseLog

    var body: some View {
        AsyncImage(url: url, scale: 2) { phase in
            let _ = log.phases.append(phase)
            switch phase {
            case .empty: Color.blue
            case .success(let image): image
            case .failure: Color.red
            }
        }
    }
}

@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    static let device = Device(name: "canvas", size: CGSize(width: 100, height: 100), safeAreaInsets: EdgeInsets(), scale: 2)

    /// A folder of its own under the temporary directory, for one test's fixture files.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A PNG of `width` × `height` pixels of pure green, written in `folder`.
    private func greenPNG(_ width: Int, _ height: Int, in folder: URL) throws -> URL {
        let image = CairoImage(width: width, height: height)
        let cr = try #require(cairo_create(image.surface))
        cairo_set_source_rgb(cr, 0, 1, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        let url = folder.appendingPathComponent("green.png")
        try image.writePNG(to: url)
        return url
    }

    /// Renders frames, letting the view's tasks run between them, until `done` holds or a thousand turns passed.
    private func render(_ screen: ScreenRenderer<CairoRenderer>, until done: () -> Bool) async -> CairoImage {
        var turns = 1000
        while !done(), turns > 0 {
            _ = screen.makeFrame()
            try? await Task.sleep(nanoseconds: 5_000_000)
            turns -= 1
        }
        return screen.renderImage()
    }

    @Test("A file URL loads off the main actor: empty first, then the image at its pixels over its scale")
    func loadsAFileURL() async throws {
        let url = try greenPNG(40, 30, in: temporaryFolder())
        let log = PhaseLog()
        let screen = ScreenRenderer(rootView: LoggedAsyncImage(url: url, log: log), device: Self.device, assetCatalog: .empty)
        let first = screen.renderImage()
        #expect(first.color(x: 100, y: 100) == PixelColor(0, 122, 255))
        let loaded = await render(screen) { log.last?.image != nil }
        #expect(log.phases.first.map { if case .empty = $0 { true } else { false } } == true)
        let image = try #require(screen.graph.layoutTree().node(kind: .image))
        // 40 × 30 pixels at scale 2: 20 × 15 points, centred.
        #expect(image.frame == CGRect(x: 40, y: 42.5, width: 20, height: 15))
        #expect(loaded.color(x: 100, y: 100) == PixelColor(0, 255, 0))
        #expect(loaded.color(x: 70, y: 100) == PixelColor(255, 255, 255))
    }

    @Test("A URL that cannot be read fails with its error, and bytes that are no image fail as not an image")
    func failures() async throws {
        let folder = try temporaryFolder()
        let missing = LoggedAsyncImage(url: folder.appendingPathComponent("missing.png"), log: PhaseLog())
        let missingScreen = ScreenRenderer(rootView: missing, device: Self.device, assetCatalog: .empty)
        let failed = await render(missingScreen) { missing.log.last?.error != nil }
        #expect(failed.color(x: 100, y: 100) == PixelColor(255, 59, 48))

        let text = folder.appendingPathComponent("text.png")
        try Data("not a picture".utf8).write(to: text)
        let notImage = LoggedAsyncImage(url: text, log: PhaseLog())
        let notImageScreen = ScreenRenderer(rootView: notImage, device: Self.device, assetCatalog: .empty)
        _ = await render(notImageScreen) { notImage.log.last?.error != nil }
        #expect(notImage.log.last?.error as? AsyncImageError == .notAnImage(text))
    }

    @Test("AsyncImage(url:) shows iOS's secondary system fill over the whole space offered until and unless it loads")
    func defaultPlaceholder() async throws {
        let url = try temporaryFolder().appendingPathComponent("missing.png")
        let screen = ScreenRenderer(rootView: AsyncImage(url: url), device: Self.device, assetCatalog: .empty)
        let image = screen.renderImage()
        let placeholder = try #require(screen.graph.layoutTree().node(kind: .color))
        #expect(placeholder.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // rgba(120, 120, 128, 0.16) over white.
        #expect(image.color(x: 100, y: 100).isClose(to: PixelColor(233, 233, 235), tolerance: 1))
    }

    @Test("init(url:scale:content:placeholder:) shows the placeholder, then what content makes of the image")
    func contentAndPlaceholder() async throws {
        let url = try greenPNG(40, 30, in: temporaryFolder())
        let view = AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color.yellow
        }
        .frame(width: 60, height: 60)
        let screen = ScreenRenderer(rootView: view, device: Self.device, assetCatalog: .empty)
        #expect(screen.renderImage().color(x: 100, y: 100) == PixelColor(255, 204, 0))
        let loaded = await render(screen) { screen.graph.layoutTree().node(kind: .image) != nil }
        #expect(screen.graph.layoutTree().node(kind: .image)?.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(loaded.color(x: 45, y: 45) == PixelColor(0, 255, 0))
    }
}
