/// The device a preview shows on, named as Xcode names its simulators, as SwiftUI's `PreviewDevice`:
/// `.previewDevice("iPhone SE")` or `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }

    /// Meadow's screen of this name (see `Device.presets`), or nil when Meadow has no such preset. A name with
    /// Xcode's generation after it, "iPhone SE (3rd generation)", is the preset of the name before it.
    public var device: Device? {
        Device.named(rawValue) ?? rawValue.firstIndex(of: "(").flatMap { Device.named(String(rawValue[..<$0])) }
    }
}
