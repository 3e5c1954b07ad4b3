import Foundation
import Testing
@testable import meadow

@Suite("The meadow command's pieces")
struct MeadowToolTests {
    @Test("The command line passes the app's flags through and takes --target for itself")
    func parsesCommandLine() throws {
        #expect(try CommandLineOptions.parse(["run", "App", "--snapshot", "a.png", "--target", "Demo", "--stats", "--device", "iPhone SE", "--scale", "3"])
            == .run(path: "App", target: "Demo", appArguments: ["--snapshot", "a.png", "--stats", "--device", "iPhone SE", "--scale", "3"]))
        #expect(try CommandLineOptions.parse(["check", "corpus"]) == .check(folder: "corpus"))
        #expect(try CommandLineOptions.parse([]) == .help)
        #expect(throws: ToolError.self) { try CommandLineOptions.parse(["open", "x"]) }
    }

    @Test("The cache is under XDG_CACHE_HOME, and MEADOW_ROOT names the checkout the shared build folder belongs to")
    func readsEnvironment() {
        let environment = MeadowEnvironment.current(["XDG_CACHE_HOME": "/c", "MEADOW_ROOT": "/src/meadow/", "HOME": "/h"])
        #expect(environment.meadowRoot == "/src/meadow")
        #expect(environment.cacheRoot == "/c/meadow")
        #expect(environment.sharedBuildFolder == "/c/meadow/build/meadow-\(StableHash.hex("/src/meadow"))")
        #expect(MeadowEnvironment.current(["HOME": "/h"]).cacheRoot == "/h/.cache/meadow")
    }

    @Test("The stable hash is FNV-1a, the same in every run")
    func hashesStably() {
        #expect(StableHash.hex("") == "cbf29ce484222325")
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
    }

    @Test("Meadow's library products under Apple's names are read from its Package.swift")
    func readsMeadowProducts() {
        let manifest = """
            products: [
                .library(name: "SwiftUI", targets: ["SwiftUI"]),
                .library(name: "Combine", targets: ["Combine"]),
                .library(
                    name: "os", targets: ["os"]),
                .executable(name: "meadow", targets: ["meadow"]),
            ],
            """
        #expect(MeadowEnvironment.libraryProducts(inManifest: manifest) == ["SwiftUI", "Combine", "os"])
    }

    @Test("A module name is made as Xcode makes one from a product name")
    func makesModuleNames() {
        #expect(GeneratedPackage.c99Identifier("My App-2") == "My_App_2")
        #expect(GeneratedPackage.c99Identifier("2048") == "_2048")
    }

    @Test("Compiler messages point at the project's own files, each once, without SwiftPM's progress")
    func rewritesCompilerOutput() {
        let package = GeneratedPackage(
            folder: "/cache/projects/App-1", moduleName: "App", manifest: "",
            links: [.init(path: "Sources/App/_Outside/0a1b2c3d/Far.swift", destination: "/elsewhere/Far.swift")], rewrites: [], generatedSources: [],
            sources: [], metalSources: [], infoPlist: nil, accentColorName: nil, appIconName: nil, notes: [], projectDirectory: "/src/App")
        let output = """
            [3/9] Compiling App ContentView.swift
            /cache/projects/App-1/Sources/App/App/ContentView.swift:8:35: error: type 'ShapeStyle' has no member 'tint'
             8 |   .foregroundStyle(.tint)
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /cache/projects/App-1/Sources/App/App/ContentView.swift:8:35: error: type 'ShapeStyle' has no member 'tint'
             8 |   .foregroundStyle(.tint)
            /cache/projects/App-1/Sources/App/_Outside/0a1b2c3d/Far.swift:1:8: error: no such module 'ARKit'
            """
        #expect(CompilerOutput.messages(output, rewrite: package.pointingAtOriginals) == [
            "/src/App/App/ContentView.swift:8:35: error: type 'ShapeStyle' has no member 'tint'",
            " 8 |   .foregroundStyle(.tint)",
            "/elsewhere/Far.swift:1:8: error: no such module 'ARKit'",
        ])
    }

    @Test("Warnings in Meadow's own sources, which a first build prints, are left out; the app's are kept")
    func keepsOnlyTheAppsWarnings() {
        let output = """
            /meadow/Sources/Combine/Relay.swift:36:13: warning: 'nonisolated(unsafe)' is unnecessary
            36 |  nonisolated(unsafe) let relay = relay
            /cache/projects/App-1/Sources/App/App/ContentView.swift:3:9: warning: variable 'x' was never used
            /cache/projects/App-1/Sources/App/App/ContentView.swift:8:35: error: type 'ShapeStyle' has no member 'tint'
            """
        #expect(CompilerOutput.messages(output, warningsOnlyUnder: ["/cache/projects/App-1"]) == [
            "/cache/projects/App-1/Sources/App/App/ContentView.swift:3:9: warning: variable 'x' was never used",
            "/cache/projects/App-1/Sources/App/App/ContentView.swift:8:35: error: type 'ShapeStyle' has no member 'tint'",
        ])
    }

    @Test("What blocks failed builds is ranked by how many apps it stops")
    func ranksBlockers() {
        let first = BlockingAPI.blockers(in: """
            /a/A.swift:1:8: error: no such module 'ARKit'
            /a/B.swift:3:5: error: cannot find 'NavigationSplitView' in scope
            /a/B.swift:9:5: error: cannot find 'NavigationSplitView' in scope
            /a/C.swift:2:9: error: value of type 'some View' has no member 'scrollDismissesKeyboard'
            """)
        #expect(first == ["module ARKit", "NavigationSplitView", "View.scrollDismissesKeyboard"])
        let second = BlockingAPI.blockers(in: "/b/X.swift:4:1: error: cannot find type 'NavigationSplitView' in scope\n/b/Y.swift:1:1: error: type 'ShapeStyle' has no member 'tint'")
        #expect(BlockingAPI.blockers(in: "/c/V.swift:69:2: error: no macro named 'Preview'\n/c/W.swift:11:6: error: initializer 'init(wrappedValue:)' requires that 'Order' conform to 'Observable'") == ["#Preview", "@Observable"])
        let environment = """
            /c/CardView.swift:11:18: error: cannot infer key path type from context; consider explicitly specifying a root type
            11 |     @Environment(\\.accessibilityDifferentiateWithoutColor) var differentiate
            """
        #expect(BlockingAPI.blockers(in: environment) == ["EnvironmentValues.accessibilityDifferentiateWithoutColor"])
        let ranking = BlockingAPI.ranking([first, second])
        #expect(ranking.first?.blocker == "NavigationSplitView")
        #expect(ranking.first?.apps == 2)
        #expect(ranking.count == 4)
    }

    @Test("describe prints the targets, their platforms and settings, and the target run opens, without building")
    func describesProject() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Garden.xcodeproj/project.pbxproj", Xcode16Project.text())
        let lines = try DescribeCommand.lines(for: folder.path)
        #expect(lines.contains("  Garden: com.apple.product-type.application for iOS"))
        #expect(lines.contains("  GardenMac: com.apple.product-type.application for macOS"))
        #expect(lines.contains("    SDKROOT iphoneos; IPHONEOS_DEPLOYMENT_TARGET 18.0; SWIFT_VERSION 6.0; INFOPLIST_FILE Garden/Info.plist; accent colour AccentColor"))
        #expect(lines.last == "meadow run opens the target Garden")
    }

    @Test("An executable of a Swift package is found in its description")
    func findsPackageExecutables() throws {
        let json = #"{"products": [{"name": "Lib", "type": {"library": ["automatic"]}}], "targets": [{"name": "HelloMeadow", "type": "executable"}, {"name": "Lib", "type": "regular"}]}"#
        #expect(try OpenedProject.executableNames(dumpPackageJSON: json) == ["HelloMeadow"])
    }
}
