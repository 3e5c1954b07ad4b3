import Foundation
import MeadowCore

/// The screen the app runs on, as UIKit's `UIScreen`, which SwiftUI tutorials use for the screen's size.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen of the running app: the device the host shows (Meadow's launch sets it from `--device`).
    public static var main = UIScreen(device: .iPhone15)

    /// The screen's size in points, at the origin.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// The screen of `device`; the host makes one for the device it shows.
    @_spi(MeadowHost)
    public init(device: Device) {
        bounds = device.bounds
        scale = device.scale
        let insets = device.safeAreaInsets
        safeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The device's safe-area insets: what a full-screen window's `safeAreaInsets` are.
    let safeAreaInsets: UIEdgeInsets

    /// The screen's size in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The pixels per point of the screen.
    public var nativeScale: CGFloat { scale }
}
