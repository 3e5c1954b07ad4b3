import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `lineLimit(_:reservesSpace:)`, with text measured by fixed metrics: in the 17-point body font every character
/// is 8.5 points wide and every line 17 points tall.
@MainActor
@Suite("Line limit reserving space")
struct LineLimitReservesSpaceTests {
    @Test("A Text shorter than its limit keeps the height of that many lines when it reserves space")
    func reservesLines() throws {
        // §3: `lineLimit(n, reservesSpace: true)` reserves n lines of height: 3 × 17.
        let tree = layout(Text("Hi").lineLimit(3, reservesSpace: true), width: 400, height: 400)
        expectFrame(tree.node(text: "Hi"), rect(191.5, 174.5, 17, 51))
    }

    @Test("Without reserving space, the same limit leaves a short Text one line tall")
    func doesNotReserve() throws {
        let tree = layout(Text("Hi").lineLimit(3, reservesSpace: false), width: 400, height: 400)
        expectFrame(tree.node(text: "Hi"), rect(191.5, 191.5, 17, 17))
    }

    @Test("The reserved lines are spaced by lineSpacing, as the lines they stand for")
    func reservedLinesAreSpaced() throws {
        // §3: height with a limit = lines × lineHeight + (lines − 1) × leading: 3 × 17 + 2 × 4.
        let tree = layout(Text("Hi").lineLimit(3, reservesSpace: true).lineSpacing(4), width: 400, height: 400)
        expectFrame(tree.node(text: "Hi"), rect(191.5, 170.5, 17, 59))
    }

    @Test("A Text longer than its limit is cut to the limit, as without reserving space")
    func longerTextIsCut() throws {
        // "The quick brown fox jumps over the lazy dog" at 100 points: five lines, cut to two.
        let sentence = "The quick brown fox jumps over the lazy dog"
        let tree = layout(Text(sentence).lineLimit(2, reservesSpace: true).frame(width: 100), width: 400, height: 400)
        #expect(tree.node(text: sentence)?.frame.height == 34)
    }

    @Test("A later lineLimit(_:) replaces the reservation, as SwiftUI's line limit is one setting")
    func plainLimitReplacesReservation() throws {
        let tree = layout(VStack { Text("Hi").lineLimit(2) }.lineLimit(3, reservesSpace: true), width: 400, height: 400)
        expectFrame(tree.node(text: "Hi"), rect(191.5, 191.5, 17, 17))
    }

    @Test("lineLimit(2...5) makes a one-line Text two lines tall and cuts a long one at five (iOS 16)")
    func closedRange() throws {
        let short = layout(Text("Hi").lineLimit(2...5), width: 400, height: 400)
        expectFrame(short.node(text: "Hi"), rect(191.5, 183, 17, 34))
        // Nine words of at most five characters at 51 points (six characters): nine lines, cut to five.
        let sentence = "The quick brown fox jumps over the lazy dog"
        let long = layout(Text(sentence).lineLimit(2...5).frame(width: 51), width: 400, height: 400)
        #expect(long.node(text: sentence)?.frame.height == 85)
    }

    @Test("lineLimit(3...) reserves three lines and cuts nothing; lineLimit(...2) cuts at two and reserves nothing")
    func partialRanges() throws {
        let from = layout(Text("Hi").lineLimit(3...), width: 400, height: 400)
        expectFrame(from.node(text: "Hi"), rect(191.5, 174.5, 17, 51))
        let sentence = "The quick brown fox jumps over the lazy dog"
        let longFrom = layout(Text(sentence).lineLimit(3...).frame(width: 51), width: 400, height: 400)
        #expect(longFrom.node(text: sentence)?.frame.height == 153)
        let through = layout(Text("Hi").lineLimit(...2), width: 400, height: 400)
        expectFrame(through.node(text: "Hi"), rect(191.5, 191.5, 17, 17))
        let longThrough = layout(Text(sentence).lineLimit(...2).frame(width: 51), width: 400, height: 400)
        #expect(longThrough.node(text: sentence)?.frame.height == 34)
    }
}
