import Foundation
import Meadow
import MeadowCairo
import MeadowCore
import Testing

/// `#Preview` blocks as Xcode's canvas shows them, found at run time through the records the macro leaves
/// (Tests/PreviewMacroExamples/Greeting.swift has four, LoudSwitch.swift one with `@Previewable` state).
@MainActor
@Suite("#Preview")
struct PreviewMacroTests {
    let blocks = RegisteredPreviews.all(inModule: "PreviewMacroExamples").filter { $0.fileID.hasSuffix("/Greeting.swift") }

    /// The pixel size in a PNG file's header.
    func pixelSize(_ url: URL) throws -> (Int, Int) {
        let header = try [UInt8](Data(contentsOf: url).prefix(24))
        func number(at offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    @Test("Each #Preview block of a module is found, in line order, with its file, line, name and traits")
    func blocksAreRegistered() {
        #expect(blocks.map { $0.fileID } == Array(repeating: "PreviewMacroExamples/Greeting.swift", count: 4))
        #expect(blocks.map { $0.line } == [14, 18, 22, 27])
        let previews = blocks.map { $0.makePreview() }
        #expect(previews.map(\.name) == [nil, "Fits", "Card", "Sideways"])
        #expect(previews.map(\.layout) == [.device, .sizeThatFits, .fixed(width: 200, height: 100), .device])
        #expect(previews.map(\.isLandscape) == [false, false, true, true])
    }

    @Test("Blocks of another module are not among a module's previews")
    func otherModulesAreLeftOut() {
        #expect(RegisteredPreviews.all(inModule: "SwiftUITests").isEmpty)
        #expect(RegisteredPreviews.all().count >= 5)
    }

    @Test("@Previewable makes a variable of the preview's body a property of the view it embeds: the toggle keeps what a tap sets")
    func previewableState() throws {
        let block = try #require(RegisteredPreviews.all(inModule: "PreviewMacroExamples").first { $0.fileID.hasSuffix("/LoudSwitch.swift") })
        let preview = block.makePreview()
        #expect(preview.name == "Loud")
        let graph = ViewGraph(rootView: AnyView(preview.body()), device: .iPhone15, textSystem: PangoTextSystem.shared, assetCatalog: .empty)
        graph.update()
        graph.layout()
        #expect(graph.layoutTree().node(text: "Loud") != nil)
        let toggle = try #require(graph.layoutTree().node(kind: LayoutNode.Kind.toggleSwitch)).frame
        let center = CGPoint(x: toggle.midX, y: toggle.midY)
        graph.pointerDown(at: center)
        graph.step(by: 0.05)
        graph.pointerUp(at: center)
        graph.update()
        graph.layout()
        #expect(graph.layoutTree().node(text: "Quiet") != nil)
    }

    @Test("meadow-preview draws each block on the screen its traits give: device, fitted, fixed, landscape")
    func blocksRender() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-macro-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try blocks.map { try PreviewHost.render($0, into: directory, assetCatalog: .empty) }
        #expect(files.map(\.lastPathComponent) == ["Greeting-line 14.png", "Greeting-Fits.png", "Greeting-Card.png", "Greeting-Sideways.png"])
        let sizes = try files.map(pixelSize)
        #expect(sizes[0] == (786, 1704))  // iPhone 15 at 2×
        #expect(sizes[1].0 < 786 && sizes[1].1 < 200)  // the padded text's own size
        #expect(sizes[2] == (400, 200))
        #expect(sizes[3] == (1704, 786))
    }
}
