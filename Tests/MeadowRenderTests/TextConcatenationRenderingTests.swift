import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Sentences made of texts joined with `+`, each part styled apart, as apps write prices, links and formulas.
private struct JoinedSentences: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Total: ") + Text("$42").bold().foregroundColor(.green)
            Text("Read the ") + Text("terms").underline().foregroundColor(.blue) + Text(" first")
            Text("Was ") + Text("$99").strikethrough().foregroundColor(.gray) + Text(" now $49").bold()
            Text("E = mc") + Text("2").font(.caption).baselineOffset(7)
            Text("Serif ").fontDesign(.serif) + Text("and ") + Text("mono").monospaced().italic()
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white)
    }
}

@MainActor
@Suite("Text concatenation rendering")
struct TextConcatenationRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Joined texts: bold and coloured prices, an underlined link, a struck-out price, a superscript, mixed designs")
    func joinedSentences() {
        let harness = ViewHarness(JoinedSentences(), size: CGSize(width: 320, height: 200))
        snapshots.assertMatches(harness.renderImage(), named: "text-concatenation")
    }
}
