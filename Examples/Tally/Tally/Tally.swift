import Combine
import Foundation

/// What the app counts: a number that goes up and down, never below zero.
final class Tally: ObservableObject {
    @Published private(set) var count = 0

    func increment() {
        count += 1
    }

    func decrement() {
        count = max(0, count - 1)
    }
}
