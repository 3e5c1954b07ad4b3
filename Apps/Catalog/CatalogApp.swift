import SwiftUI

/// The Catalog app: a gallery of every control and presentation, each in its states, as Apple's UIKit Catalog and
/// SwiftUI sample catalogues show theirs; `Main/main.swift` runs it and the launcher opens it from its home screen.
public struct CatalogApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            CatalogView()
        }
    }
}
