import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A word game's help screen written in Markdown literals, as public apps write them, and the same lines joined
/// from styled texts by hand.
private struct HelpLines: View {
    var markdown: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            if markdown {
                Text("**Examples**")
                Text("The letter **W** is in the *right* spot")
                Text("~~Old~~ rules, `code`, and [a link](https://example.com)")
            } else {
                Text(verbatim: "Examples").bold()
                Text(verbatim: "The letter ") + Text(verbatim: "W").bold() + Text(verbatim: " is in the ")
                    + Text(verbatim: "right").italic() + Text(verbatim: " spot")
                Text(verbatim: "Old").strikethrough() + Text(verbatim: " rules, ") + Text(verbatim: "code").monospaced()
                    + Text(verbatim: ", and ") + Text(verbatim: "a link").foregroundColor(.accentColor)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

@MainActor
@Suite("Markdown text rendering")
struct TextMarkdownRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Markdown in literals draws as the same texts styled and joined by hand: bold, italic, struck, code, link")
    func markdownMatchesJoinedTexts() {
        let size = CGSize(width: 340, height: 140)
        let markdown = ViewHarness(HelpLines(markdown: true), size: size).renderImage()
        let joined = ViewHarness(HelpLines(markdown: false), size: size).renderImage()
        #expect(pixelsDiffering(markdown, joined, byMoreThan: 0) == 0)
        snapshots.assertMatches(markdown, named: "text-markdown")
    }
}
