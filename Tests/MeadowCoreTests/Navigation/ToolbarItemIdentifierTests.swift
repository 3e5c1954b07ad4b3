import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// An inline-titled screen with a Done button at the confirmation placement, given with or without an identifier.
private struct DoneScreen: View {
    let identified: Bool

    var body: some View {
        NavigationStack {
            Color.white
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    if identified {
                        ToolbarItem(id: "done", placement: .confirmationAction) {
                            Button("Done") {}.accessibilityIdentifier("done")
                        }
                    } else {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {}.accessibilityIdentifier("done")
                        }
                    }
                }
        }
    }
}

@MainActor
@Suite("ToolbarItem(id:placement:content:), as SwiftUI's")
struct ToolbarItemIdentifierTests {
    @Test("An identified item sits in the bar exactly where the same item without an identifier does (iPhone 15)")
    func sameAsUnidentified() throws {
        let identified = try #require(LayoutHarness(DoneScreen(identified: true)).layoutTree.node(identifier: "done"))
        let plain = try #require(LayoutHarness(DoneScreen(identified: false)).layoutTree.node(identifier: "done"))
        #expect(identified.frame == plain.frame)
        // In the 44-point bar under the 59-point status bar, at its trailing end.
        #expect(identified.frame.minY >= 59 && identified.frame.maxY <= 59 + 44, "\(identified.frame)")
        #expect(identified.frame.midX > 393 / 2, "\(identified.frame)")
    }
}
