import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: an iPhone running iOS, as far as the app can tell (the
/// device's model is the screen Meadow shows, from `--device`).
@preconcurrency @MainActor
public final class UIDevice {
    /// The device.
    public static let current = UIDevice()

    /// The device's name; the host's name, as a device's user-given name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name: "iOS", as apps checking it expect.
    public let systemName = "iOS"
    /// The iOS version Meadow's API matches.
    public let systemVersion = "17.0"
    /// The kind of device: "iPhone".
    public let model = "iPhone"
    /// The localized kind of device.
    public let localizedModel = "iPhone"
    /// The interface idiom: a phone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The orientation: portrait.
    public var orientation: UIDeviceOrientation { .portrait }
    /// A UUID for the vendor, stable for the process.
    public let identifierForVendor: UUID? = UUID()
    /// Whether the battery level is monitored; kept.
    public var isBatteryMonitoringEnabled = false
    /// The battery level: unknown (-1), as UIKit reports when not monitoring.
    public var batteryLevel: Float { -1 }
    /// Whether the device supports multitasking.
    public var isMultitaskingSupported: Bool { true }
}

/// The kind of interface, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The device's orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
