import Foundation
import Testing
@testable import meadow

/// `meadow run`'s build, with a real `swift build`: the generated package is built against a stand-in for Meadow's
/// checkout (a package with `SwiftUI` and `Combine` products of a few lines each), so that the compiler and SwiftPM
/// run as they do for a real project without building all of Meadow.
@Suite("meadow run, through the build", .serialized)
final class MeadowBuildTests {
    let folder: TemporaryFolder
    let cache: TemporaryFolder
    let environment: MeadowEnvironment

    init() throws {
        folder = try TemporaryFolder()
        cache = try TemporaryFolder()
        try cache.write("Meadow/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Meadow",
                products: [
                    .library(name: "SwiftUI", targets: ["SwiftUI"]),
                    .library(name: "Combine", targets: ["Combine"]),
                ],
                targets: [
                    .target(name: "SwiftUI", dependencies: ["Combine"]),
                    .target(name: "Combine"),
                ]
            )
            """)
        try cache.write("Meadow/Sources/Combine/ObservableObject.swift", "public protocol ObservableObject: AnyObject {}\n")
        try cache.write("Meadow/Sources/SwiftUI/Text.swift", """
            @_exported import Combine

            public struct Text: Sendable {
                public let content: String
                public init(_ content: String) { self.content = content }
            }
            """)
        environment = MeadowEnvironment(meadowRoot: cache.path + "/Meadow", cacheRoot: cache.path + "/meadow")
    }

    deinit {
        folder.remove()
        cache.remove()
    }

    /// The Garden project of Xcode 16's shape in `folder/<name>`, whose app prints a text.
    private func writeGarden(_ name: String, plantRow: String) throws -> String {
        try folder.write("\(name)/Garden.xcodeproj/project.pbxproj", Xcode16Project.text())
        try folder.write("\(name)/Garden/GardenApp.swift", """
            import SwiftUI

            @main
            struct GardenApp {
                static func main() { print(PlantRow.title.content) }
            }
            """)
        try folder.write("\(name)/Garden/Views/PlantRow.swift", plantRow)
        try folder.write("\(name)/Garden/Info.plist", "<plist/>")
        try folder.write("\(name)/Garden/Assets.xcassets/Contents.json", "{}")
        try folder.write("\(name)/Garden/Data/plants.json", "[]")
        try folder.write("\(name)/Garden/Localizable.xcstrings", "{}")
        return folder.path + "/" + name
    }

    private static let goodRow = "import SwiftUI\n\nenum PlantRow {\n    static let title = Text(\"Fern\")\n}\n"
    private static let badRow = "import SwiftUI\n\nenum PlantRow {\n    static let count: Int = \"three\"\n    static let title = Text(\"Fern\")\n}\n"

    /// The modification date of the first file under `folder` whose path ends with `suffix`.
    private func modified(under folder: String, endingWith suffix: String) throws -> Date {
        let paths = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        let path = try #require(paths.first { $0.hasSuffix(suffix) }, "no \(suffix) under \(folder)")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)
        return try #require(attributes[.modificationDate] as? Date)
    }

    @Test("A compile error is the compiler's message at the project's own file, line and column, with its source line, exit status 1; the project is untouched")
    func compileError() throws {
        let garden = try writeGarden("Garden", plantRow: Self.badRow)
        let before = folder.listing()
        let project = try OpenedProject.open(garden, target: nil, environment: environment)
        let error = try #require(throws: ToolError.self) { try ProjectBuild.build(project, environment: environment) }
        #expect(error.status == 1)
        #expect(error.description == "the build failed:")
        let file = garden + "/Garden/Views/PlantRow.swift"
        let message = try #require(error.details.firstIndex { $0.hasPrefix(file + ":4:29: error: ") }, "\(error.details)")
        #expect(error.details[message] == file + ":4:29: error: cannot convert value of type 'String' to specified type 'Int'")
        // Under it, the compiler's quotation of the line with a caret under the column, as Xcode shows the issue.
        let quoted = error.details[(message + 1)...].prefix(4)
        #expect(quoted.contains { $0.contains("static let count: Int = \"three\"") })
        #expect(quoted.contains { $0.contains("`- error: cannot convert value of type 'String' to specified type 'Int'") })
        // No line names the package's links in the cache: each message is at the project's file.
        #expect(!error.details.contains { $0.contains(project.packageFolder) })
        #expect(MeadowCommand.main(["run", garden], environment: environment) == 1)
        #expect(folder.listing() == before)
    }

    @Test("Meadow is built once for every project: a second project and a rebuild compile only the app's own files")
    func sharedIncrementalBuild() throws {
        let first = try writeGarden("First", plantRow: Self.goodRow)
        let second = try writeGarden("Second", plantRow: Self.goodRow)
        let before = folder.listing()
        let firstProject = try OpenedProject.open(first, target: nil, environment: environment)
        let executable = try ProjectBuild.build(firstProject, environment: environment)
        #expect(try SwiftCommand.run([executable]).output == "Fern\n")
        #expect(ProjectBuild.isMeadowBuilt(environment: environment))
        let shared = environment.sharedBuildFolder
        let meadowModule = try modified(under: shared, endingWith: "/Modules/SwiftUI.swiftmodule")

        // Another project: its generated package is another folder, built in the same shared folder.
        let secondProject = try OpenedProject.open(second, target: nil, environment: environment)
        #expect(secondProject.packageFolder != firstProject.packageFolder)
        _ = try ProjectBuild.build(secondProject, environment: environment)
        #expect(try modified(under: shared, endingWith: "/Modules/SwiftUI.swiftmodule") == meadowModule)
        let appObject = try modified(under: shared, endingWith: "/PlantRow.swift.o")

        // The same project again, unchanged: nothing is compiled again, neither Meadow nor the app.
        let again = try OpenedProject.open(second, target: nil, environment: environment)
        _ = try ProjectBuild.build(again, environment: environment)
        #expect(try modified(under: shared, endingWith: "/Modules/SwiftUI.swiftmodule") == meadowModule)
        #expect(try modified(under: shared, endingWith: "/PlantRow.swift.o") == appObject)
        #expect(folder.listing() == before)
    }
}
