// swift-tools-version:6.0
import Foundation
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// `#Preview`'s compiler plugin, built by scripts/build-preview-macros (which scripts/bootstrap runs) from the
// swift-syntax libraries in the toolchain: a target whose files use `#Preview` adds these settings.
let previewMacros: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-load-plugin-library", "-Xfrontend", Context.packageDirectory + "/.build/macros/libMeadowPreviewMacros.so"])
]

/// The `References` folders of snapshot PNGs anywhere under a test target, which the tests read by path beside
/// their own file: excluded, so SwiftPM neither bundles them nor warns that they are unhandled.
func referenceFolders(in testTarget: String) -> [String] {
    let target = Context.packageDirectory + "/Tests/" + testTarget
    let paths = FileManager.default.enumerator(atPath: target)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0 == "References" || $0.hasSuffix("/References") }.sorted()
}

let package = Package(
    name: "Meadow",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVFAudio", targets: ["AVFAudio"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "FoundationAdditions", targets: ["FoundationAdditions"]),
        .library(name: "System", targets: ["System"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "CoreML", targets: ["CoreML"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "Meadow", targets: ["Meadow"]),
        .library(name: "MeadowTesting", targets: ["MeadowTesting"]),
        .executable(name: "meadow", targets: ["meadow"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // SDL2's headers only: MeadowSDL loads the library when a window opens (SDLLibrary), so that a launch that
        // opens none (`--snapshot`) does not map it and the 35 libraries it needs. No pkgConfig: its `-lSDL2`
        // would link it.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // SDL_mixer's headers only, for AVFAudio's players, which load the library when they first decode a sound.
        .systemLibrary(name: "CSDL2Mixer", providers: [.apt(["libsdl2-mixer-dev"])]),
        // SQLite is for the apps' saved data to come (Wiki's entries, Landmarks' favourites); a test links it.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // poppler-glib draws a PDF page onto a Cairo context: vector PDF images in asset catalogs.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CMalloc"),
        // GIO's GDBus, for the accessibility bridge (GLib is already linked under Pango, GIO under GdkPixbuf).
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),

        .target(name: "MeadowCore", dependencies: ["CoreGraphics", "Combine"], swiftSettings: v5),
        .target(
            name: "MeadowCairo", dependencies: ["MeadowCore", "CCairo", "CPango", "CGdkPixbuf", "CPoppler", "CZlib", "CMalloc"], swiftSettings: v5),
        .target(name: "MeadowSDL", dependencies: ["MeadowCore", "MeadowCairo", "CSDL2"], swiftSettings: v5),
        .target(name: "Meadow", dependencies: ["MeadowCore", "MeadowCairo", "MeadowSDL", "MeadowAccessibility", "UIKitCore", "CMalloc"], swiftSettings: v5),
        // The accessibility tree as AT-SPI2 describes it (roles, states), published on the accessibility bus.
        .target(name: "MeadowAccessibility", dependencies: ["MeadowCore", "CGio"], swiftSettings: v5),
        // The modules under Apple's names that SwiftUI code imports: Foundation's geometry as Core Graphics, the
        // UIKit types SwiftUI code touches, and SwiftUI itself (all of Meadow).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics", "CZlib"], swiftSettings: v5),
        // UIKit's types live in UIKitCore (as on iOS, where UIKit re-exports UIKitCore), which Meadow's host uses;
        // UIKit re-exports it and adds what runs a UIKit-lifecycle app (`UIApplicationMain`, `@main` on an app
        // delegate) on Meadow's host.
        .target(name: "UIKitCore", dependencies: ["MeadowCore", "CoreGraphics", "Combine"], swiftSettings: v5),
        .target(name: "UIKit", dependencies: ["UIKitCore", "Meadow", "_Testing_UIKit"], swiftSettings: v5),
        // Empty stand-ins for the cross-import overlays Swift Testing names for CoreGraphics and UIKit, which the
        // Linux toolchain does not ship: without them a test importing Testing and SwiftUI does not compile.
        .target(name: "_Testing_CoreGraphics", swiftSettings: v5),
        .target(name: "_Testing_UIKit", swiftSettings: v5),
        .target(name: "SwiftUI", dependencies: ["Meadow", "UIKit", "os", "CoreData"], swiftSettings: v5),
        // Apple's unified logging as apps call it: `Logger` and `os_log`, printed to standard error.
        .target(name: "os", swiftSettings: v5),
        .target(name: "OSLog", dependencies: ["os"], swiftSettings: v5),
        // The uniform type identifiers of the iOS 13 era (`kUTTypeImage`), which apps still import.
        .target(name: "MobileCoreServices", swiftSettings: v5),
        // Core ML's model, features and predictions, evaluating the linear models Create ML's tabular regressors
        // write; `meadow run` generates the class Xcode generates for each `.mlmodel`.
        .target(name: "CoreML", swiftSettings: v5),
        .testTarget(name: "CoreMLTests", dependencies: ["CoreML"], swiftSettings: v5),
        // Core Data's common path: the model of an .xcdatamodeld, managed objects of its entities kept in SQLite, fetch
        // requests with sort descriptors and block predicates (SwiftUI's @FetchRequest is in SwiftUI).
        .target(name: "CoreData", dependencies: ["Combine", "CSQLite"], swiftSettings: v5),
        .testTarget(name: "CoreDataTests", dependencies: ["CoreData"], swiftSettings: v5),
        // UserNotifications as on an iPhone where the user did not allow the app's notifications.
        .target(name: "UserNotifications", swiftSettings: v5),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications"], swiftSettings: v5),
        // MapKit as an iOS app imports it: `Map` drawn from GSHHG data (scripts/extract-map-data).
        .target(name: "CoreLocation", swiftSettings: v5),
        .target(
            name: "MapKit", dependencies: ["MeadowCore", "CoreLocation", "UIKitCore"], resources: [.copy("Resources")], swiftSettings: v5),
        // AVFoundation as iOS apps import it: AVFAudio's players and session (sound through SDL_mixer), Core Media's
        // CMTime and AVPlayer.
        .target(name: "CoreMedia", swiftSettings: v5),
        .target(name: "AVFAudio", dependencies: ["CSDL2Mixer"], swiftSettings: v5),
        .target(name: "AVFoundation", dependencies: ["AVFAudio", "CoreMedia"], swiftSettings: v5),
        // What Apple's Foundation has and swift-corelibs-foundation lacks (`ListFormatter`): `meadow run` imports it
        // into every file of an app, as it does FoundationNetworking.
        .target(name: "FoundationAdditions", dependencies: ["System"], swiftSettings: v5),
        // The System framework's `FilePath`, which Foundation's iOS 16 `URL(filePath:)` takes.
        .target(name: "System", swiftSettings: v5),
        // Speech as on an iPhone where speech recognition is not available to the app.
        .target(name: "Speech", dependencies: ["AVFAudio"], swiftSettings: v5),
        // The pixel-free test support (a text system with fixed metrics, a layout harness, the interaction driver)
        // links no Cairo or Pango; MeadowTesting adds snapshots drawn by MeadowCairo.
        .target(name: "MeadowTestSupport", dependencies: ["MeadowCore"], swiftSettings: v5),
        .target(name: "MeadowTesting", dependencies: ["MeadowCore", "MeadowCairo", "MeadowTestSupport"], swiftSettings: v5),

        .target(
            name: "WeatherUI", dependencies: ["SwiftUI"], path: "Apps/Weather", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(name: "Weather", dependencies: ["WeatherUI"], path: "Apps/Weather/Main", swiftSettings: v5),
        .target(
            name: "WikiUI", dependencies: ["SwiftUI"], path: "Apps/Wiki", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(name: "Wiki", dependencies: ["WikiUI", "WikiStore"], path: "Apps/Wiki/Main", swiftSettings: v5),
        // Wiki's SQLite storage and its command line, outside Apps/ because it calls SQLite's C API.
        .target(name: "WikiStore", dependencies: ["WikiUI", "CSQLite"], swiftSettings: v5),
        .target(
            name: "LauncherUI", dependencies: ["SwiftUI", "WeatherUI", "WikiUI", "LandmarksUI", "CatalogUI"], path: "Apps/Launcher", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(
            name: "Launcher", dependencies: ["LauncherUI", "LauncherCommandLine"], path: "Apps/Launcher/Main", swiftSettings: v5),
        // The launcher's command line: Wiki on its SQLite file, Landmarks with its favourites (WikiStore is outside Apps/).
        .target(name: "LauncherCommandLine", dependencies: ["LauncherUI", "LandmarksUI", "WikiStore"], swiftSettings: v5),
        .target(
            name: "LandmarksUI", dependencies: ["SwiftUI", "MapKit"], path: "Apps/Landmarks", exclude: ["Main"],
            resources: [.copy("Assets.xcassets"), .copy("Resources")], swiftSettings: v5),
        .executableTarget(name: "Landmarks", dependencies: ["LandmarksUI"], path: "Apps/Landmarks/Main", swiftSettings: v5),
        // The catalogue of every control and presentation in its states, the project's living test bed.
        .target(name: "CatalogUI", dependencies: ["SwiftUI"], path: "Apps/Catalog", exclude: ["Main"], swiftSettings: v5),
        .executableTarget(name: "Catalog", dependencies: ["CatalogUI"], path: "Apps/Catalog/Main", swiftSettings: v5),
        // `scripts/paint-landmarks`: paints the Landmarks app's pictures from its data.
        .executableTarget(name: "LandmarkPainter", dependencies: ["CCairo"], path: "Tools/LandmarkPainter", swiftSettings: v5),

        .executableTarget(
            name: "MeadowBench", dependencies: ["Meadow", "MeadowCairo", "CCairo", "CPango", "WeatherUI", "LauncherUI", "LandmarksUI"], path: "Benchmarks",
            swiftSettings: v5),

        // `make fuzz`: the layout fuzzer over many seeded random trees.
        .executableTarget(name: "MeadowFuzz", dependencies: ["MeadowTestSupport", "MeadowCairo"], path: "Fuzz", swiftSettings: v5),

        // `make soak`: each app in a loop of storms, animations and drawn frames, printing memory and descriptors.
        .executableTarget(
            name: "MeadowSoak", dependencies: ["WeatherUI", "WikiUI", "LandmarksUI", "LauncherUI", "MeadowTestSupport", "CMalloc"], path: "Soak", swiftSettings: v5),

        .testTarget(name: "MeadowCoreTests", dependencies: ["MeadowCore", "MeadowTestSupport"], swiftSettings: v5),
        .testTarget(name: "MeadowAccessibilityTests", dependencies: ["MeadowAccessibility", "MeadowTestSupport", "CGio"], swiftSettings: v5),
        .testTarget(
            name: "MeadowRenderTests", dependencies: ["MeadowCore", "MeadowCairo", "MeadowTesting", "CCairo", "CPango", "CSQLite", "CMalloc", "CZlib"],
            exclude: referenceFolders(in: "MeadowRenderTests") + ["Fixtures"], swiftSettings: v5),
        .testTarget(name: "WindowTests", dependencies: ["MeadowCairo", "MeadowSDL", "MeadowTestSupport", "UIKitLifecycleProbe"], swiftSettings: v5),
        .testTarget(name: "AppTests", dependencies: ["WeatherUI", "WikiUI", "LauncherUI", "LandmarksUI", "CatalogUI", "MeadowTesting", "WikiStore", "LauncherCommandLine"], exclude: ["References"], swiftSettings: v5),
        // The kill test's writer: creates and edits wikis, printing each committed change, until it is killed.
        .executableTarget(name: "WikiStoreWriter", dependencies: ["WikiStore"], path: "Tests/WikiStoreWriter", swiftSettings: v5),
        .testTarget(name: "WikiStoreTests", dependencies: ["WikiStore", "WikiStoreWriter", "CSQLite"], swiftSettings: v5),
        .testTarget(
            name: "MapKitTests", dependencies: ["MapKit", "MeadowCairo", "MeadowTesting", "MeadowTestSupport", "UIKit"], exclude: ["References"],
            swiftSettings: v5),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: v5),
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"], swiftSettings: v5),
        .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation"], swiftSettings: v5),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "AVFoundation"], swiftSettings: v5),
        .testTarget(name: "FoundationAdditionsTests", dependencies: ["FoundationAdditions", "System"], swiftSettings: v5),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitCore", "MobileCoreServices", "MeadowTestSupport", "MeadowTesting", "MeadowCairo", "UIKitLifecycleProbe"], swiftSettings: v5),
        // An iOS 13-era app (AppDelegate, SceneDelegate, Info.plist, UIHostingController) that UIKitTests run.
        .executableTarget(
            name: "UIKitLifecycleProbe", dependencies: ["SwiftUI"], path: "Tests/UIKitLifecycleProbe", resources: [.copy("Support")],
            swiftSettings: v5),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "MainBundleProbe", "PreviewMacroExamples", "MeadowTestSupport"], swiftSettings: v5),
        // Views with `#Preview` blocks, which SwiftUITests find and render and `meadow-preview` draws.
        .target(name: "PreviewMacroExamples", dependencies: ["SwiftUI"], path: "Tests/PreviewMacroExamples", swiftSettings: v5 + previewMacros),
        // A `@main` app reading its own JSON through `Bundle.main`, which SwiftUITests run.
        .executableTarget(
            name: "MainBundleProbe", dependencies: ["SwiftUI"], path: "Tests/MainBundleProbe", resources: [.process("Resources")],
            swiftSettings: v5),
        // The tutorials' own code (copied unchanged by scripts/extract-seed-views), compiled against SwiftUI; the tests
        // draw it with the apps' asset catalogs.
        .target(name: "WeatherTutorial", dependencies: ["SwiftUI"], path: "Tests/SeedTutorials/WeatherTutorial", swiftSettings: v5),
        .target(name: "WikiTutorial", dependencies: ["SwiftUI"], path: "Tests/SeedTutorials/WikiTutorial", swiftSettings: v5),
        .testTarget(
            name: "SeedTutorialTests", dependencies: ["WeatherTutorial", "WikiTutorial", "WeatherUI", "WikiUI", "MeadowTesting"], exclude: ["References"],
            swiftSettings: v5),

        // `swift run meadow-preview TARGET [NAME]` renders TARGET's previews to PNGs.
        .executableTarget(name: "meadow-preview", path: "Tools/MeadowPreview", swiftSettings: v5),
        .testTarget(name: "MeadowPreviewTests", dependencies: ["meadow-preview"], swiftSettings: v5),
        // `swift run meadow run PATH`: an iOS app's Xcode project built against Meadow in a generated package.
        .target(name: "XcodeProject"),
        .executableTarget(name: "meadow", dependencies: ["XcodeProject", "CoreML", "CoreData"], path: "Tools/Meadow"),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "meadow"]),
        // Combine as SwiftUI code uses it: publishers, subjects, ObservableObject and @Published.
        .target(name: "Combine", swiftSettings: v5),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: v5),
    ]
)

// The program meadow-preview generates to render a target's previews (.build/meadow-preview/Runner) is a target only
// while the tool builds it, with MEADOW_PREVIEW_TARGET naming the target.
if let previewed = Context.environment["MEADOW_PREVIEW_TARGET"] {
    package.targets.append(
        .executableTarget(
            name: "MeadowPreviews", dependencies: [.target(name: previewed), "Meadow"], path: ".build/meadow-preview/Runner",
            swiftSettings: v5))
}
