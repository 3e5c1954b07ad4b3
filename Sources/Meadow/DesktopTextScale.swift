import Foundation
import MeadowCore

/// The text size the desktop asks for, as a Dynamic Type size: GNOME's `text-scaling-factor` (what its Large Text
/// switch sets to 1.25), read once at launch from the freedesktop settings portal when a session bus is there
/// (`org.freedesktop.portal.Settings.Read` of `org.gnome.desktop.interface`, the way a sandboxed app reads it, as
/// GTK 4 does inside Flatpak), else through the `gsettings` command, as the contrast is (`DesktopContrast`).
enum DesktopTextScale {
    /// The Dynamic Type size nearest the desktop's text scaling factor; nil when neither the portal nor
    /// `gsettings` says anything readable. The tools are found on `environment`'s `PATH`.
    static func dynamicTypeSize(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DynamicTypeSize? {
        readFactor(environment: environment).map(nearestSize(toFactor:))
    }

    /// The size whose body text is nearest `factor` times the default body size (1.25 is `xxLarge`'s 21 points,
    /// 2 is `accessibility2`'s 33).
    static func nearestSize(toFactor factor: Double) -> DynamicTypeSize {
        let body = Font.TextStyle.body
        return DynamicTypeSize.allCases.min {
            abs(Double(body.scale(at: $0)) - factor) < abs(Double(body.scale(at: $1)) - factor)
        } ?? .large
    }

    /// The factor in what `gdbus` prints for the portal's `Settings.Read`, `(<<1.25>>,)` (the value in a variant
    /// in a variant), or in what `gsettings` prints, `1.25`; nil for anything else, zero or negative.
    static func factor(reply: String) -> Double? {
        let number = reply.trimmingCharacters(in: CharacterSet(charactersIn: "(<>,) "))
        guard let factor = Double(number), factor.isFinite, factor > 0 else { return nil }
        return factor
    }

    /// The portal's factor when a session bus is there and the portal answers, else `gsettings get
    /// org.gnome.desktop.interface text-scaling-factor`.
    private static func readFactor(environment: [String: String]) -> Double? {
        if DesktopCommand.hasSessionBus(environment),
            let factor = DesktopCommand.output(of: "gdbus", portalRead, environment: environment).flatMap(factor(reply:))
        {
            return factor
        }
        return DesktopCommand.output(
            of: "gsettings", ["get", "org.gnome.desktop.interface", "text-scaling-factor"], environment: environment)
            .flatMap(factor(reply:))
    }

    /// `gdbus`'s arguments to read the factor from the portal, waiting a second at most for one that does not answer.
    private static let portalRead = [
        "call", "--session", "--timeout", "1", "--dest", "org.freedesktop.portal.Desktop",
        "--object-path", "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
        "org.gnome.desktop.interface", "text-scaling-factor",
    ]
}
