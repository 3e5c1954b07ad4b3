import Foundation
import Meadow
import Testing

@testable import LandmarksUI

/// What `meadow-preview LandmarksUI` runs, in process: the app's previews rendered to PNG files (the tool's scan and
/// generated program are tested in MeadowPreviewTests; `make previews` runs the tool on every app).
@MainActor
@Suite("Landmarks previews rendered to PNG")
struct PreviewRenderingTests {
    let catalog: AssetCatalog
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-previews-\(UUID().uuidString)")

    init() throws {
        catalog = try AssetCatalog.forModule("LandmarksUI")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The pixel size in a PNG file's header.
    func pixelSize(_ url: URL) throws -> (Int, Int) {
        let header = try [UInt8](Data(contentsOf: url).prefix(24))
        func number(at offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    @Test("LandmarkRow's Group gives two 300 × 70 previews, one file each, at the device's scale")
    func rowPreviews() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try PreviewHost.render(LandmarkRow_Previews.self, into: directory, assetCatalog: catalog)
        #expect(files.map(\.lastPathComponent) == ["LandmarkRow_Previews-0.png", "LandmarkRow_Previews-1.png"])
        for file in files {
            let (width, height) = try pixelSize(file)
            #expect(width == 600 && height == 140)
        }
    }

    @Test("LandmarkList's previews are named after their devices and drawn on them")
    func listPreviews() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try PreviewHost.render(LandmarkList_Previews.self, into: directory, assetCatalog: catalog)
        #expect(
            files.map(\.lastPathComponent) == [
                "LandmarkList_Previews-iPhone SE (2nd generation).png", "LandmarkList_Previews-iPhone XS Max.png",
            ])
        let sizes = try files.map(pixelSize)
        #expect(sizes.map(\.0) == [750, 1242])
        #expect(sizes.map(\.1) == [1334, 2688])
    }
}
