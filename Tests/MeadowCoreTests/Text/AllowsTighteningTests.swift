import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The run the text "Hello world" draws, and its frame, in `view` on a 400×400 canvas.
@MainActor
private func drawn<V: View>(_ view: V) throws -> (run: TextStyleRun, frame: CGRect) {
    let harness = LayoutHarness(view, size: CGSize(width: 400, height: 400))
    let frame = try #require(harness.layoutTree.node(text: "Hello world")).frame
    func find(_ list: DisplayList) -> TextStyleRun? {
        for item in list.items {
            switch item {
            case .text(let run, _, _) where run.string == "Hello world": return run
            case .group(_, let inner): if let run = find(inner) { return run }
            default: break
            }
        }
        return nil
    }
    return (try #require(find(harness.displayList)), frame)
}

/// `allowsTightening(_:)`, with text measured by fixed metrics: "Hello world" in the 17-point body font is 11
/// characters of 8.5 points, 93.5 points on one line.
@MainActor
@Suite("Allows tightening")
struct AllowsTighteningTests {
    @Test("A line up to 5 % too wide for its width is tightened to fit it instead of being truncated")
    func tightensToFit() throws {
        // UIKit's tightening factor for truncation, 0.05: 93.5 points fit 90 (90 × 1.05 = 94.5) when each of
        // the 11 characters gives up 3.5 / 11 points (and a thousandth more, for the renderer's rounding).
        let (run, frame) = try drawn(Text("Hello world").lineLimit(1).allowsTightening(true).frame(width: 90))
        #expect(abs(run.characterSpacing + 3.5 / 11 + TextNode.tighteningMargin) < 1e-9)
        #expect(abs(frame.width - (90 - 11 * TextNode.tighteningMargin)) < 1e-9 && frame.height == 17)
        #expect(run.lineLimit == 1)
    }

    @Test("A line more than 5 % too wide is truncated untightened")
    func tooWideIsTruncated() throws {
        // 93.5 points do not fit 85 (85 × 1.05 = 89.25).
        let (run, frame) = try drawn(Text("Hello world").lineLimit(1).allowsTightening(true).frame(width: 85))
        #expect(run.characterSpacing == 0)
        #expect(frame.size == CGSize(width: 85, height: 17))
    }

    @Test("Without allowsTightening(true) the line is truncated")
    func offByDefault() throws {
        let (run, _) = try drawn(Text("Hello world").lineLimit(1).frame(width: 90))
        #expect(run.characterSpacing == 0)
        let (off, _) = try drawn(Text("Hello world").lineLimit(1).allowsTightening(false).frame(width: 90))
        #expect(off.characterSpacing == 0)
    }

    @Test("Text free to wrap onto another line wraps rather than tightening")
    func wrapsWhenItMay() throws {
        let (run, frame) = try drawn(Text("Hello world").allowsTightening(true).frame(width: 90))
        #expect(run.characterSpacing == 0)
        #expect(frame.height == 34)
    }
}
