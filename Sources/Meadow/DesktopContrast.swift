import Foundation
import MeadowCore

/// The contrast the desktop asks for, as SwiftUI's `ColorSchemeContrast`: increased when the freedesktop settings
/// portal's `org.freedesktop.appearance` `contrast` is 1 ("Higher contrast"; 0 and unknown values are no
/// preference, flatpak.github.io/xdg-desktop-portal, `org.freedesktop.portal.Settings`), or when GNOME's
/// `org.gnome.desktop.a11y.interface high-contrast` is on (its High Contrast switch). Read once at launch through
/// the `gdbus` and `gsettings` commands, as the text scaling factor is (`DesktopTextScale`); iOS's Increase
/// Contrast sets `colorSchemeContrast` to `.increased` the same way.
enum DesktopContrast {
    /// `.increased` when either setting asks for more contrast, `.standard` when one answered and neither did, nil
    /// when neither could be read; the tools found on `environment`'s `PATH`.
    static func colorSchemeContrast(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ColorSchemeContrast? {
        let portal = DesktopCommand.hasSessionBus(environment)
            ? DesktopCommand.output(of: "gdbus", portalRead, environment: environment).flatMap(contrast(portalReply:)) : nil
        if portal == .increased { return .increased }
        let gnome = DesktopCommand.output(
            of: "gsettings", ["get", "org.gnome.desktop.a11y.interface", "high-contrast"], environment: environment)
            .flatMap(contrast(gsettingsValue:))
        return gnome ?? portal
    }

    /// The contrast `gdbus` prints the portal's `contrast` as, `(<<uint32 1>>,)` from `Settings.Read`: 1 is higher
    /// contrast, 0 no preference; nil for a reply without a number.
    static func contrast(portalReply reply: String) -> ColorSchemeContrast? {
        guard let range = reply.range(of: #"uint32 [0-9]+"#, options: .regularExpression),
            let value = UInt32(reply[range].dropFirst("uint32 ".count))
        else { return nil }
        return value == 1 ? .increased : .standard
    }

    /// The contrast `gsettings` prints GNOME's `high-contrast` as: `true` is increased, `false` standard.
    static func contrast(gsettingsValue value: String) -> ColorSchemeContrast? {
        switch value {
        case "true": return .increased
        case "false": return .standard
        default: return nil
        }
    }

    /// `gdbus`'s arguments to read the portal's `contrast`, waiting a second at most for a portal that does not answer.
    private static let portalRead = [
        "call", "--session", "--timeout", "1", "--dest", "org.freedesktop.portal.Desktop",
        "--object-path", "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
        "org.freedesktop.appearance", "contrast",
    ]
}
