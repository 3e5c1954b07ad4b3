import Foundation
import Testing
import XcodeProject

@testable import meadow

/// The generated Package.swift passes on the project's Swift concurrency settings, as Xcode builds with them.
@Suite("The generated manifest's Swift settings")
struct GeneratedManifestTests {
    private func manifest(_ settings: [String: String]) -> String {
        GeneratedPackage.manifestText(
            packageName: "App", moduleName: "App", meadowRoot: "/opt/meadow", products: ["SwiftUI"], resources: [],
            settings: BuildSettings(settings.mapValues { .string($0) }), variables: [:], projectPath: "/p/App.xcodeproj",
            targetName: "App")
    }

    @Test("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor (Xcode 26's new projects) compiles with main-actor default isolation")
    func defaultIsolation() {
        let text = manifest(["SWIFT_VERSION": "6.0", "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"])
        #expect(text.contains(#".unsafeFlags(["-default-isolation", "MainActor"]),"#))
        #expect(text.contains(".swiftLanguageMode(.v6),"))
        #expect(!manifest(["SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated"]).contains("-default-isolation"))
        #expect(!manifest([:]).contains("-default-isolation"))
    }

    @Test("SWIFT_APPROACHABLE_CONCURRENCY = YES turns on the upcoming features Xcode turns on for it")
    func approachableConcurrency() {
        let text = manifest(["SWIFT_APPROACHABLE_CONCURRENCY": "YES"])
        for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures"] {
            #expect(text.contains(".enableUpcomingFeature(\"\(feature)\"),"))
        }
        #expect(!manifest([:]).contains("enableUpcomingFeature"))
    }
}
