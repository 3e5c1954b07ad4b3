import Foundation
import MeadowCore

/// The asset catalog in `Fixtures/Test.xcassets`:
///
/// - `Swatch`: 2 × 2 pt, red at @2x (4 × 4 px) and blue at @3x (6 × 6 px), so a test can tell which file drew;
/// - `Photo`: a 16 × 16 px JPEG at @2x in quadrants of rgb(220, 40, 40), rgb(40, 180, 60) (top right),
///   rgb(40, 60, 220) (bottom left) and rgb(230, 200, 40), each quadrant one JPEG block so it decodes flat;
/// - `Glyph`: 8 × 8 px at @2x, a black 4 × 4 px square on transparency, for template rendering;
/// - `Brand`: a colour in "0xFF" components (255, 128, 64); `Sky`: in "1.000" components (0, 0.5, 1).
enum TestCatalog {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Test.xcassets")

    /// A fresh catalog, so the warnings a test sees are its own.
    static func load() throws -> AssetCatalog {
        try AssetCatalog(folders: [folder])
    }

    /// The file `name` inside the imageset `set`.
    static func file(_ set: String, _ name: String) -> URL {
        folder.appendingPathComponent("\(set).imageset").appendingPathComponent(name)
    }
}
