import Foundation
import MeadowCore

/// The text size the desktop asks for, as a Dynamic Type size: GNOME's `text-scaling-factor` (what its Large Text
/// switch sets to 1.25), read once at launch through the `gsettings` command when it is installed.
enum DesktopTextScale {
    /// The Dynamic Type size nearest the desktop's text scaling factor; nil when there is no `gsettings`, or it
    /// says nothing readable.
    static func dynamicTypeSize() -> DynamicTypeSize? {
        readFactor().map(nearestSize(toFactor:))
    }

    /// The size whose body text is nearest `factor` times the default body size (1.25 is `xxLarge`'s 21 points,
    /// 2 is `accessibility2`'s 33).
    static func nearestSize(toFactor factor: Double) -> DynamicTypeSize {
        let body = Font.TextStyle.body
        return DynamicTypeSize.allCases.min {
            abs(Double(body.scale(at: $0)) - factor) < abs(Double(body.scale(at: $1)) - factor)
        } ?? .large
    }

    /// `gsettings get org.gnome.desktop.interface text-scaling-factor`, as a number.
    private static func readFactor() -> Double? {
        guard
            let text = DesktopCommand.output(of: "gsettings", ["get", "org.gnome.desktop.interface", "text-scaling-factor"]),
            let factor = Double(text), factor.isFinite, factor > 0
        else { return nil }
        return factor
    }
}
