import SwiftUI

/// The Wiki app's scene; `Main/main.swift` runs it. Launched from its command line (see the `WikiStore` module) it
/// keeps its wikis in a SQLite file; made with `init()` it keeps them in memory only.
public struct WikiApplication: App {
    private let library: WikiLibrary

    public init() {
        self.init(storage: SampleWikiStorage())
    }

    /// The app showing and saving the wikis in `storage`.
    public init(storage: any WikiStorage) {
        library = WikiLibrary(storage: storage)
    }

    public var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
        }
    }
}
