// Only Foundation, in a module whose other files import SwiftUI: an app's model extension that reduces with `+`
// and compares with `.zero` must type-check beside SwiftUI's operators and `zero` members.
import Foundation

extension Array where Iterator.Element == [Int] {
    /// Whether every element of the matrix is zero.
    var isMatrixEmpty: Bool {
        reduce(0) { $0 + $1.reduce(0, +) } == .zero
    }
}
