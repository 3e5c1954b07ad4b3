import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A row as a feed shows it while its content loads: a symbol, a title and two lines of body text.
private struct FeedRow: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "star.fill")
                .font(.title)
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 4) {
                Text("Placeholder title").font(.headline)
                Text("A longer line of body text that wraps onto a second line")
                    .foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .frame(width: 300, alignment: .leading)
        .background(Color.white)
    }
}

/// `redacted(reason: .placeholder)` drawn by Cairo: text as rounded bars, images as boxes.
@MainActor
@Suite("Redaction rendering")
struct RedactionRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A placeholder row draws each line of text as a faint rounded bar and the symbol as a faint box")
    func placeholderRow() {
        let image = ViewHarness(VStack(spacing: 0) { FeedRow(); FeedRow().redacted(reason: .placeholder) }, size: CGSize(width: 300, height: 240)).renderImage()
        snapshots.assertMatches(image, named: "redacted-placeholder-row")
    }
}
