// swift-tools-version:6.0
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "Meadow",
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // SQLite is for the apps' saved data to come (Wiki's entries, Landmarks' favourites); a test links it.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        .target(name: "MeadowCore", dependencies: ["Combine"], swiftSettings: v5),
        .target(
            name: "MeadowCairo", dependencies: ["MeadowCore", "CCairo", "CPango", "CRsvg", "CGdkPixbuf", "CZlib"], swiftSettings: v5),
        .target(name: "MeadowSDL", dependencies: ["MeadowCore", "MeadowCairo", "CSDL2"], swiftSettings: v5),
        .target(name: "Meadow", dependencies: ["MeadowCore", "MeadowCairo", "MeadowSDL"], swiftSettings: v5),
        // MapKit as an iOS app imports it: `Map` drawn from GSHHG data (scripts/extract-map-data).
        .target(name: "CoreLocation", swiftSettings: v5),
        .target(
            name: "MapKit", dependencies: ["MeadowCore", "CoreLocation"], resources: [.copy("Resources")], swiftSettings: v5),
        // The pixel-free test support (a text system with fixed metrics, a layout harness, the interaction driver)
        // links no Cairo or Pango; MeadowTesting adds snapshots drawn by MeadowCairo.
        .target(name: "MeadowTestSupport", dependencies: ["MeadowCore"], swiftSettings: v5),
        .target(name: "MeadowTesting", dependencies: ["MeadowCore", "MeadowCairo", "MeadowTestSupport"], swiftSettings: v5),

        .target(
            name: "WeatherUI", dependencies: ["Meadow"], path: "Apps/Weather", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(name: "Weather", dependencies: ["WeatherUI"], path: "Apps/Weather/Main", swiftSettings: v5),
        .target(
            name: "WikiUI", dependencies: ["Meadow"], path: "Apps/Wiki", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(name: "Wiki", dependencies: ["WikiUI", "WikiStore"], path: "Apps/Wiki/Main", swiftSettings: v5),
        // Wiki's SQLite storage and its command line, outside Apps/ because it calls SQLite's C API.
        .target(name: "WikiStore", dependencies: ["WikiUI", "CSQLite"], swiftSettings: v5),
        .target(
            name: "LauncherUI", dependencies: ["Meadow", "WeatherUI", "WikiUI", "LandmarksUI"], path: "Apps/Launcher", exclude: ["Main"],
            resources: [.copy("Assets.xcassets")], swiftSettings: v5),
        .executableTarget(
            name: "Launcher", dependencies: ["LauncherUI", "LauncherCommandLine"], path: "Apps/Launcher/Main", swiftSettings: v5),
        // The launcher's command line: Wiki on its SQLite file, Landmarks with its favourites (WikiStore is outside Apps/).
        .target(name: "LauncherCommandLine", dependencies: ["LauncherUI", "LandmarksUI", "WikiStore"], swiftSettings: v5),
        .target(
            name: "LandmarksUI", dependencies: ["Meadow", "MapKit"], path: "Apps/Landmarks", exclude: ["Main"],
            resources: [.copy("Assets.xcassets"), .copy("Resources")], swiftSettings: v5),
        .executableTarget(name: "Landmarks", dependencies: ["LandmarksUI"], path: "Apps/Landmarks/Main", swiftSettings: v5),
        // `scripts/paint-landmarks`: paints the Landmarks app's pictures from its data.
        .executableTarget(name: "LandmarkPainter", dependencies: ["CCairo"], path: "Tools/LandmarkPainter", swiftSettings: v5),

        .executableTarget(
            name: "MeadowBench", dependencies: ["Meadow", "MeadowCairo", "CCairo", "CPango", "WeatherUI"], path: "Benchmarks",
            swiftSettings: v5),

        // `make fuzz`: the layout fuzzer over many seeded random trees.
        .executableTarget(name: "MeadowFuzz", dependencies: ["MeadowTestSupport", "MeadowCairo"], path: "Fuzz", swiftSettings: v5),

        // `make soak`: each app in a loop of storms, animations and drawn frames, printing memory and descriptors.
        .executableTarget(
            name: "MeadowSoak", dependencies: ["WeatherUI", "LauncherUI", "MeadowTestSupport"], path: "Soak", swiftSettings: v5),

        .testTarget(name: "MeadowCoreTests", dependencies: ["MeadowCore", "MeadowTestSupport"], swiftSettings: v5),
        .testTarget(
            name: "MeadowRenderTests", dependencies: ["MeadowCore", "MeadowCairo", "MeadowTesting", "CCairo", "CSQLite"],
            exclude: ["References", "Fixtures"], swiftSettings: v5),
        .testTarget(name: "WindowTests", dependencies: ["MeadowCairo"], swiftSettings: v5),
        .testTarget(name: "AppTests", dependencies: ["WeatherUI", "WikiUI", "LauncherUI", "LandmarksUI", "MeadowTesting", "WikiStore", "LauncherCommandLine"], exclude: ["References"], swiftSettings: v5),
        // The kill test's writer: creates and edits wikis, printing each committed change, until it is killed.
        .executableTarget(name: "WikiStoreWriter", dependencies: ["WikiStore"], path: "Tests/WikiStoreWriter", swiftSettings: v5),
        .testTarget(name: "WikiStoreTests", dependencies: ["WikiStore", "WikiStoreWriter", "CSQLite"], swiftSettings: v5),
        .testTarget(
            name: "MapKitTests", dependencies: ["MapKit", "MeadowCairo", "MeadowTesting", "MeadowTestSupport"], exclude: ["References"],
            swiftSettings: v5),
        // Combine as SwiftUI code uses it: publishers, subjects, ObservableObject and @Published.
        .target(name: "Combine", swiftSettings: v5),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: v5),
    ]
)
