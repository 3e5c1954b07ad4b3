import Foundation

/// A colour set in an asset catalog, named by the symbol Xcode 15 generates for it (`ColorResource.accent` for
/// "AccentColor"), as DeveloperToolsSupport's `ColorResource`, which `import SwiftUI` brings: `Color(.accent)`.
///
/// `meadow run` generates the symbols from the app's catalogs as Xcode does (`AssetSymbols` in the tool).
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in its catalog, folders that provide a namespace included ("Brand/Primary").
    public let name: String
    /// The bundle whose catalog holds the colour.
    public let bundle: Bundle

    /// The colour set named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour set `resource` names, as SwiftUI's `init(_:)` for a `ColorResource`; a missing one draws the
    /// magenta placeholder and logs once, as `Color(_:bundle:)` does.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
