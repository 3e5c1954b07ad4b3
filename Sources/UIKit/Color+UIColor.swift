import MeadowCore

extension Color {
    /// The colour of a `UIColor`, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        let rgba = uiColor.rgba
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// The colour of a `UIColor`, as SwiftUI's older `Color(_:)` taking one.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}
