import Foundation

private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text here may set its characters closer together to fit its line before it is truncated, as
    /// SwiftUI's `allowsTightening` (false unless `allowsTightening(_:)` says).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets text in this view tighten the spacing of its characters to fit its line rather than truncate, as
    /// SwiftUI's `allowsTightening(_:)`: as UIKit tightens (its tightening factor for truncation, 0.05), a line
    /// at most 5 % wider than the width it would be cut to is drawn that much tighter instead; a wider one is
    /// still truncated. Tightening comes before `minimumScaleFactor`'s shrinking.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
