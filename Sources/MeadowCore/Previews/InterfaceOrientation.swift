/// Which way up a device's interface is, as SwiftUI's `InterfaceOrientation`: what
/// `previewInterfaceOrientation(_:)` turns a preview to.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String
    /// Whether the orientation lays the screen on its side, wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Upright, the home indicator at the bottom.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, the top of the interface at the device's left edge.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, the top of the interface at the device's right edge.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
