import Foundation

extension Text {
    /// A case to show text in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase

        /// `string` in this case.
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

extension View {
    /// Shows the text in this view in `textCase` (`nil`: as written), as SwiftUI's `textCase(_:)`; a grouped
    /// list's section headers are uppercase by default.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
