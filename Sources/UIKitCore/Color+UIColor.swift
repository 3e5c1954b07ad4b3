import MeadowCore

extension Color {
    /// The colour of a `UIColor`, as SwiftUI's `Color(uiColor:)`: a system colour stays dynamic.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour of a `UIColor`, as SwiftUI's older `Color(_:)` taking one.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}
