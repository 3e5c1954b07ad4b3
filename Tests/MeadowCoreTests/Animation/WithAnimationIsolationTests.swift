import Foundation
import Testing

@testable import MeadowCore

/// A model isolated to no actor, as an iOS app's `ObservableObject` often is, that animates its changes.
private final class UnisolatedModel {
    /// The transaction a change made inside `withAnimation` runs in.
    func transactionOfAnAnimatedChange() -> Transaction {
        withAnimation(.linear(duration: 1)) { Transaction.current }
    }
}

@Suite("withAnimation outside the main actor")
struct WithAnimationIsolationTests {
    @Test("withAnimation is not isolated to the main actor, as SwiftUI's is not, and gives the change its animation")
    func unisolated() async {
        let transaction = await Task.detached { UnisolatedModel().transactionOfAnAnimatedChange() }.value
        #expect(transaction.animation == .linear(duration: 1))
    }
}
