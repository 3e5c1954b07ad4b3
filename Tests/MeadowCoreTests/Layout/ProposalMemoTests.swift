import Foundation
import Testing
@testable import MeadowCore
import MeadowTestSupport

/// A long-lived view proposed a new size on every frame keeps a bounded number of answers: the soak's memory stays
/// flat while a sheet is dragged for hours.
@MainActor
@Suite struct ProposalMemoTests {
    @Test func keepsAtMostItsCapacityAndStartsOverWhenFull() {
        var memo = ProposalMemo<Int, String>()
        for value in 0..<ProposalMemo<Int, String>.capacity { memo[value] = "\(value)" }
        #expect(memo.count == 16)
        #expect(memo[3] == "3")
        memo[3] = "three"
        #expect(memo.count == 16, "replacing a kept answer keeps the others")
        memo[100] = "100"
        #expect(memo.count == 1)
        #expect(memo[100] == "100")
        #expect(memo[3] == nil)
    }

    @Test func aViewProposedThousandsOfSizesKeepsFewAnswers() throws {
        let graph = ViewGraph(
            rootView: VStack { Text("Hello"); Color.red }, device: canvas(200, 100), textSystem: FixedMetricsTextSystem(),
            assetCatalog: .empty)
        graph.update()
        graph.layout()
        let root = try #require(graph.rootNode)
        for height in 0..<5_000 {
            _ = root.sizeThatFits(ProposedViewSize(width: 200, height: CGFloat(height) / 4))
        }
        func largest(_ node: ViewNode) -> Int { node.children.map(largest).reduce(node.layoutMemo.sizes.count, max) }
        #expect(largest(root) <= ProposalMemo<ProposedViewSize, CGSize>.capacity)
        #expect(root.sizeThatFits(ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
    }
}
