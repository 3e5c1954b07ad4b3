import Foundation

extension Text {
    /// A case to show text in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

extension View {
    /// Shows the text in this view in `textCase` (`nil`: as written), as SwiftUI's `textCase(_:)`; a grouped
    /// list's section headers are uppercase by default.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
