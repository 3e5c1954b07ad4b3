import Foundation
import MeadowCore

extension UIColor {
    /// The colour named `name` in the app's asset catalog, as UIKit's `UIColor(named:)`: SwiftUI views showing it
    /// read it from the catalog (in light or dark); its own components are the magenta placeholder's, having no
    /// catalog to read. Nil for an empty name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(Color(name))
    }

    /// The colour set `resource` names, as UIKit's `init(resource:)` for the symbols Xcode generates.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }

    /// A colour that is `dynamicProvider`'s answer for the view's appearance, as UIKit's
    /// `UIColor(dynamicProvider:)`: asked once for light and once for dark.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).rgba
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).rgba
        self.init(Color(light: light, dark: dark))
    }
}

/// The traits of an interface, as UIKit's `UITraitCollection`: its light or dark style, what dynamic colours ask.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The interface idiom: a phone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The screen's scale.
    public let displayScale: CGFloat = 2

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of the running app: light, as Meadow's default appearance.
    @MainActor public static var current = UITraitCollection(userInterfaceStyle: .light)
}
