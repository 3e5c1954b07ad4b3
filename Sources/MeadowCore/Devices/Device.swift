import Foundation

/// An iPhone screen: size in points, safe-area insets and pixel scale (reference/swiftui-layout.md §5.1).
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var scale: CGFloat

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The screen minus its safe-area insets.
    public var safeBounds: CGRect {
        CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top, width: size.width - safeAreaInsets.horizontal,
            height: size.height - safeAreaInsets.vertical)
    }

    /// The same device at another pixel scale.
    public func withScale(_ scale: CGFloat) -> Device {
        var device = self
        device.scale = scale
        return device
    }

    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat) -> Device {
        Device(name: name, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), scale: scale)
    }

    /// The default device: iPhone 15 at scale 2 (393×852, safe area 59 top and 34 bottom).
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, bottom: 34, scale: 2)

    /// Every preset, by name.
    public static let presets: [Device] = [
        phone("iPhone SE", 375, 667, top: 20, bottom: 0, scale: 2),
        phone("iPhone XS Max", 414, 896, top: 44, bottom: 34, scale: 3),
        phone("iPhone 13 mini", 375, 812, top: 50, bottom: 34, scale: 3),
        phone("iPhone 14", 390, 844, top: 47, bottom: 34, scale: 3),
        phone("iPhone 14 Plus", 428, 926, top: 47, bottom: 34, scale: 3),
        iPhone15,
        phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, scale: 3),
        phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3),
    ]

    /// The preset named `name`, ignoring case and spaces ("iphone-15", "iPhone15" and "iPhone 15" all match).
    public static func named(_ name: String) -> Device? {
        func normal(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return presets.first { normal($0.name) == normal(name) }
    }
}
