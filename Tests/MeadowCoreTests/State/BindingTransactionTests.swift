import Foundation
import Testing

@testable import MeadowCore

/// A value with a part, for a binding to the part.
private struct Mode {
    var isEditing = false
}

@MainActor
@Suite("Binding transactions")
struct BindingTransactionTests {
    @Test("A binding's animation() and transaction(_:) run its writes, and its parts' writes, in that transaction")
    func writesRunInTheTransaction() {
        var seen: [Animation?] = []
        var mode = Mode()
        let binding = Binding(get: { mode }, set: { mode = $0; seen.append(Transaction.current.animation) })
        binding.wrappedValue.isEditing = true
        binding.animation(.linear(duration: 1)).wrappedValue.isEditing = false
        binding.animation().isEditing.wrappedValue = true
        binding.transaction(Transaction(animation: nil)).wrappedValue = Mode()
        #expect(seen == [nil, .linear(duration: 1), .default, nil])
        #expect(binding.animation(.easeIn).transaction.animation == .easeIn)
        #expect(binding.transaction.animation == nil)
        var changed = binding
        changed.transaction = Transaction(animation: .spring)
        changed.wrappedValue.isEditing = true
        #expect(seen.last == .spring)
    }
}
