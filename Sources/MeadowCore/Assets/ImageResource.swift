import Foundation

/// An image set in an asset catalog, named by the symbol Xcode 15 generates for it (`ImageResource.logo` for
/// "logo"), as DeveloperToolsSupport's `ImageResource`, which `import SwiftUI` brings: `Image(.logo)`.
///
/// `meadow run` generates the symbols from the app's catalogs as Xcode does (`AssetSymbols` in the tool).
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog, folders that provide a namespace included ("Icons/star").
    public let name: String
    /// The bundle whose catalog holds the image.
    public let bundle: Bundle

    /// The image set named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image set `resource` names, as SwiftUI's `init(_:)` for an `ImageResource`; a missing one draws a
    /// placeholder and logs once, as `Image(_:bundle:)` does.
    nonisolated public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
