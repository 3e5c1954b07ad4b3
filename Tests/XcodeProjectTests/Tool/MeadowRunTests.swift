import Foundation
import Testing
@testable import meadow

/// `meadow run`'s work up to the build, run as functions: nothing here calls `swift build`.
@Suite("meadow run, up to the build")
final class MeadowRunTests {
    let folder: TemporaryFolder
    let cache: TemporaryFolder
    let environment: MeadowEnvironment

    init() throws {
        folder = try TemporaryFolder()
        cache = try TemporaryFolder()
        environment = MeadowEnvironment(meadowRoot: "/opt/meadow", cacheRoot: cache.path + "/meadow")
    }

    deinit {
        folder.remove()
        cache.remove()
    }

    /// The Landmarks project of Xcode 11's shape, with its files, in `folder/Landmarks`.
    private func writeLandmarks() throws -> String {
        // The fixture's file with an absolute path is put in this test's folder, outside the project's.
        let text = Xcode11Project.text.replacingOccurrences(of: "/opt/shared/", with: folder.path + "/Elsewhere/")
        try folder.write("Landmarks/Landmarks.xcodeproj/project.pbxproj", text)
        try folder.write("Elsewhere/Absolute.swift", "import Foundation\n")
        try folder.write("Landmarks/Landmarks/AppDelegate.swift", "import UIKit\n@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try folder.write("Landmarks/Landmarks/SceneDelegate.swift", "import UIKit\nimport SwiftUI\n")
        try folder.write("Landmarks/Landmarks/ContentView.swift", "import SwiftUI\n#if os(macOS)\nimport AppKit\n#endif\n")
        try folder.write("Landmarks/Shared/Shared.swift", "import Foundation\n")
        try folder.write("Landmarks/Landmarks/Helper.m", "")
        try folder.write("Landmarks/Landmarks/Info.plist", "<plist/>")
        try folder.write("Landmarks/Landmarks/Assets.xcassets/Contents.json", "{}")
        try folder.write("Landmarks/Landmarks/Resources/landmarkData.json", "[]")
        try folder.write("Landmarks/Landmarks/en.lproj/Localizable.strings", "\"Hello\" = \"Hello\";")
        try folder.write("Landmarks/Landmarks/fr.lproj/Localizable.strings", "\"Hello\" = \"Bonjour\";")
        try folder.write("Landmarks/Landmarks/Base.lproj/LaunchScreen.storyboard", "")
        return folder.path + "/Landmarks"
    }

    /// The Garden project of Xcode 16's shape, with its synchronized folder's files, in `folder/Garden`.
    private func writeGarden(appUsesPackage: Bool = false) throws -> String {
        try folder.write("Garden/Garden.xcodeproj/project.pbxproj", Xcode16Project.text(appUsesPackage: appUsesPackage))
        try folder.write("Garden/Garden/GardenApp.swift", "import SwiftUI\n@main struct GardenApp: App { var body: some Scene { WindowGroup { Text(\"Hi\") } } }\n")
        try folder.write("Garden/Garden/Views/PlantRow.swift", "import SwiftUI\n")
        try folder.write("Garden/Garden/Mac Only/MacView.swift", "import AppKit\n")
        try folder.write("Garden/Garden/Info.plist", "<plist/>")
        try folder.write("Garden/Garden/Assets.xcassets/Contents.json", "{}")
        try folder.write("Garden/Garden/Data/plants.json", "[]")
        try folder.write("Garden/Garden/Localizable.xcstrings", "{}")
        try folder.write("Garden/Garden/Garden.entitlements", "")
        try folder.write("Garden/GardenMac/GardenMacApp.swift", "import AppKit\n")
        return folder.path + "/Garden"
    }

    private func open(_ path: String, target: String? = nil, writing: Bool = false) throws -> OpenedProject {
        try OpenedProject.open(path, target: target, environment: environment, writing: writing)
    }

    @Test("A folder with no project is one line and exit status 2")
    func refusesEmptyFolder() throws {
        try folder.write("README.md", "# Nothing here")
        let error = try #require(throws: ToolError.self) { try open(folder.path) }
        #expect(error.status == 2)
        #expect(error.description == "\(folder.path) holds no Xcode project (.xcodeproj) or Swift package (Package.swift), looked for 3 folders deep")
        try cache.write("Meadow/Package.swift", "// swift-tools-version:6.0")
        let command = MeadowEnvironment(meadowRoot: cache.path + "/Meadow", cacheRoot: cache.path)
        #expect(MeadowCommand.main(["run", folder.path], environment: command) == 2)
    }

    @Test("A macOS-only project is one line and exit status 2")
    func refusesMacOSOnlyProject() throws {
        let garden = try writeGarden()
        let xcodeproj = garden + "/Garden.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: xcodeproj, encoding: .utf8).replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = macosx;")
        try text.write(toFile: xcodeproj, atomically: true, encoding: .utf8)
        let error = try #require(throws: ToolError.self) { try open(garden) }
        #expect(error.status == 2)
        #expect(error.description == "Garden.xcodeproj is a macOS project (GardenMac, Garden) with no iOS app target: Meadow opens iOS apps")
    }

    @Test("A folder of several projects lists them under one line asking to choose, exit status 2")
    func listsSeveralProjects() throws {
        _ = try writeLandmarks()
        _ = try writeGarden()
        let error = try #require(throws: ToolError.self) { try open(folder.path) }
        #expect(error.status == 2)
        #expect(error.description == "\(folder.path) holds 2 projects; choose one and run meadow run with its path:")
        #expect(error.details == ["  \(folder.path)/Garden/Garden.xcodeproj", "  \(folder.path)/Landmarks/Landmarks.xcodeproj"])
    }

    @Test("A cloned repository's only project, two folders down, opens; projects inside Pods are not counted")
    func findsNestedProject() throws {
        try folder.write("Repo/README.md", "")
        try folder.write("Repo/Pods/Pods.xcodeproj/project.pbxproj", "{}")
        try folder.write("Repo/iOS/Landmarks.xcodeproj/project.pbxproj", Xcode11Project.text)
        #expect(try ProjectLocator.locate(folder.path + "/Repo") == .xcode(folder.path + "/Repo/iOS/Landmarks.xcodeproj"))
    }

    @Test("Projects at different depths are all listed, not the shallowest taken")
    func listsProjectsAtDifferentDepths() throws {
        try folder.write("Corpus/One/One.xcodeproj/project.pbxproj", "{}")
        try folder.write("Corpus/Two/iOS/Two.xcodeproj/project.pbxproj", "{}")
        try folder.write("Corpus/Two/iOS/Packages/Kit/Package.swift", "")
        let error = try #require(throws: ToolError.self) { try ProjectLocator.locate(folder.path + "/Corpus") }
        #expect(error.details == ["  \(folder.path)/Corpus/One/One.xcodeproj", "  \(folder.path)/Corpus/Two/iOS/Two.xcodeproj"])
    }

    @Test("The .xcodeproj itself, or a folder holding a Package.swift, opens")
    func locatesByPath() throws {
        try folder.write("App.xcodeproj/project.pbxproj", "{}")
        try folder.write("Pkg/Package.swift", "// swift-tools-version:5.10")
        #expect(try ProjectLocator.locate(folder.path + "/App.xcodeproj") == .xcode(folder.path + "/App.xcodeproj"))
        #expect(try ProjectLocator.locate(folder.path + "/Pkg") == .package(folder.path + "/Pkg"))
    }

    @Test("A malformed project.pbxproj is one line with its path, line and column")
    func reportsMalformedProject() throws {
        try folder.write("Broken.xcodeproj/project.pbxproj", "{\n\tobjects = {\n\t\tA = {isa = PBXGroup}\n\t};\n}")
        let error = try #require(throws: ToolError.self) { try open(folder.path) }
        #expect(error.description == "\(folder.path)/Broken.xcodeproj/project.pbxproj:3:22: expected ';' after value")
    }

    @Test("A framework Meadow lacks is one line naming it and the file that imports it, exit status 2")
    func refusesUnknownFramework() throws {
        let landmarks = try writeLandmarks()
        try folder.write("Landmarks/Landmarks/SceneDelegate.swift", "import UIKit\n// import Nothing\n@preconcurrency import ARKit\n")
        let error = try #require(throws: ToolError.self) { try open(landmarks) }
        #expect(error.status == 2)
        #expect(error.description == "\(landmarks)/Landmarks/SceneDelegate.swift:3: imports ARKit, Meadow does not provide 'ARKit'")
    }

    @Test("A Metal shader among the target's sources is one line naming Metal and the shader, exit status 2")
    func refusesMetalShader() throws {
        let garden = try writeGarden()
        try folder.write("Garden/Garden/Shaders/Ripple.metal", "#include <metal_stdlib>\n")
        let error = try #require(throws: ToolError.self) { try open(garden) }
        #expect(error.status == 2)
        #expect(error.description == "\(garden)/Garden/Shaders/Ripple.metal: a Metal shader source of the target, Meadow does not provide 'Metal'")
    }

    @Test("A source the project lists but the folder lacks (a file kept out of the repository) is named, exit status 2")
    func namesMissingSource() throws {
        let landmarks = try writeLandmarks()
        try FileManager.default.removeItem(atPath: landmarks + "/Landmarks/SceneDelegate.swift")
        let error = try #require(throws: ToolError.self) { try open(landmarks) }
        #expect(error.status == 2)
        #expect(error.description == "\(landmarks)/Landmarks/SceneDelegate.swift is one of the target's sources in the project, but it is not there")
    }

    @Test("Imports inside #if blocks and comments are left to the compiler; submodules count as their module")
    func scansImports() {
        let text = "import SwiftUI\n/*\nimport GameKit\n*/\n#if canImport(AppKit)\nimport AppKit\n#endif\nimport os.log\n@testable import struct UIKit.UIColor\n"
        #expect(ImportScan.imports(in: text, file: "F.swift").map(\.module) == ["SwiftUI", "os", "UIKit"])
    }

    @Test("An app target that uses a Swift package names it with what to do, exit status 2")
    func namesPackageDependency() throws {
        let garden = try writeGarden(appUsesPackage: true)
        let error = try #require(throws: ToolError.self) { try open(garden) }
        #expect(error.status == 2)
        #expect(error.description.hasPrefix("the project uses the Swift package swift-algorithms (https://github.com/apple/swift-algorithms.git, upToNextMajorVersion 1.2.0): meadow does not fetch package dependencies;"))
    }

    @Test("A product of a local package, which Xcode 14 lists only as a folder, is named with what to do, exit status 2")
    func namesLocalPackageProduct() throws {
        let garden = try writeGarden(appUsesPackage: true)
        let file = garden + "/Garden.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "D9000003 /* XCRemoteSwiftPackageReference \"swift-algorithms\" */,", with: "")
            .replacingOccurrences(of: "package = D9000003 /* XCRemoteSwiftPackageReference \"swift-algorithms\" */;", with: "")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let error = try #require(throws: ToolError.self) { try open(garden) }
        #expect(error.status == 2)
        #expect(error.description.hasPrefix("the target Garden uses Algorithms from a local Swift package: meadow does not build package dependencies;"))
    }

    @Test("Every framework Meadow lacks is named once, with the first file that imports it")
    func namesEachMissingFramework() throws {
        let landmarks = try writeLandmarks()
        try folder.write("Landmarks/Landmarks/AppDelegate.swift", "import StoreKit\nimport UIKit\n")
        try folder.write("Landmarks/Landmarks/SceneDelegate.swift", "import WebKit\nimport StoreKit\n")
        let error = try #require(throws: ToolError.self) { try open(landmarks) }
        #expect(error.description == "\(landmarks)/Landmarks/AppDelegate.swift:1: imports StoreKit, Meadow does not provide 'StoreKit'")
        #expect(error.details == ["meadow: \(landmarks)/Landmarks/SceneDelegate.swift:1: imports WebKit, Meadow does not provide 'WebKit'"])
    }

    @Test("The generated Package.swift depends on Meadow's products by path and copies the app's resources")
    func generatesManifest() throws {
        let landmarks = try writeLandmarks()
        let project = try open(landmarks)
        let package = try #require(project.generated)
        #expect(project.product == "Landmarks")
        #expect(package.folder == "\(cache.path)/meadow/projects/Landmarks-\(StableHash.hex(landmarks + "/Landmarks.xcodeproj"))")
        #expect(package.manifest.contains(#".package(name: "Meadow", path: "/opt/meadow")"#))
        for product in ["SwiftUI", "UIKit", "Combine", "CoreGraphics", "CoreLocation", "MapKit", "MobileCoreServices"] {
            #expect(package.manifest.contains(#".product(name: "\#(product)", package: "Meadow")"#))
        }
        #expect(package.manifest.contains(#"""
                        resources: [
                            .copy("Landmarks/Assets.xcassets"),
                            .copy("Landmarks/Resources/landmarkData.json"),
                            .copy("_Localized/en.lproj"),
                            .copy("_Localized/fr.lproj"),
                            .copy("_InfoPlist"),
                        ],
            """#))
        #expect(package.manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(package.manifest.contains(#".define("LANDMARKS_DEMO")"#))
        #expect(package.infoPlist == landmarks + "/Landmarks/Info.plist")
        #expect(package.notes == [
            "leaves out Helper.m: meadow compiles the target's Swift files only",
            "leaves out LaunchScreen.storyboard: Meadow draws SwiftUI views, not Interface Builder files",
        ])
    }

    @Test("The generated package links each file where the project has it; a file outside the project folder gets a place of its own")
    func linksFilesInPlace() throws {
        let landmarks = try writeLandmarks()
        let package = try #require(try open(landmarks).generated)
        let links = Dictionary(uniqueKeysWithValues: package.links.map { ($0.path, $0.destination) })
        #expect(links["Sources/Landmarks/Landmarks/ContentView.swift"] == landmarks + "/Landmarks/ContentView.swift")
        #expect(links["Sources/Landmarks/Shared/Shared.swift"] == landmarks + "/Shared/Shared.swift")
        #expect(links["Sources/Landmarks/_Localized/fr.lproj/Localizable.strings"] == landmarks + "/Landmarks/fr.lproj/Localizable.strings")
        let outside = folder.path + "/Elsewhere/Absolute.swift"
        #expect(links["Sources/Landmarks/_Outside/\(StableHash.hex(outside).prefix(8))/Absolute.swift"] == outside)
        #expect(links["Sources/Landmarks/_InfoPlist/Info.plist"] == landmarks + "/Landmarks/Info.plist")
        #expect(links.filter { $0.value.hasSuffix("Info.plist") }.count == 1)
        #expect(!links.values.contains { $0.hasSuffix(".m") })
    }

    @Test("A file with @UIApplicationMain is compiled from a copy spelling it @main, its lines named as the original's")
    func rewritesUIApplicationMain() throws {
        let landmarks = try writeLandmarks()
        let project = try open(landmarks, writing: true)
        let package = try #require(project.generated)
        let original = landmarks + "/Landmarks/AppDelegate.swift"
        #expect(!package.links.contains { $0.destination == original })
        #expect(package.rewrites.map(\.path) == ["Sources/Landmarks/Landmarks/AppDelegate.swift"])
        let copy = try String(contentsOfFile: project.packageFolder + "/Sources/Landmarks/Landmarks/AppDelegate.swift", encoding: .utf8)
        #expect(copy == "#sourceLocation(file: \"\(original)\", line: 1)\nimport UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(package.sources.contains(original))
    }

    @Test("Only an attribute starting a line is rewritten: not one in a comment, a string or a longer name")
    func rewritesOnlyTheAttribute() {
        #expect(LinuxSource.rewritten("// @UIApplicationMain was here\nlet s = \"@UIApplicationMain\"\n", originalPath: "/a.swift") == nil)
        #expect(LinuxSource.rewritten("@UIApplicationMainish\nclass A {}", originalPath: "/a.swift") == nil)
        #expect(LinuxSource.rewritten("  @UIApplicationMain\nclass A {}", originalPath: "/my \"app\".swift")
            == "#sourceLocation(file: \"/my \\\"app\\\".swift\", line: 1)\n  @main\nclass A {}")
    }

    @Test("@objc and Interface Builder's attributes are left out and #selector becomes a Selector that calls the method; comments, strings and lines stay")
    func rewritesObjectiveCSyntax() throws {
        let text = """
            class Coordinator: NSObject {
                @objc func update(sender: UIPageControl) {}
                @objc(tapped:) func tap(_ sender: Any) {}
                @IBOutlet weak var label: UILabel!
                func wire(_ control: UIPageControl) {
                    control.addTarget(self, action: #selector(Coordinator.update(sender:)), for: .valueChanged)
                    control.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    let s = "#selector(kept) @objc"  // @objc #selector(kept)
                    let t = #"@objc #selector(kept) "quoted""#
                    /* @objc /* nested #selector(x) */ @IBAction */
                    _ = #selector(getter: UIView.frame)
                }
            }
            """
        let expected = """
            class Coordinator: NSObject {
                func update(sender: UIPageControl) {}
                func tap(_ sender: Any) {}
                weak var label: UILabel!
                func wire(_ control: UIPageControl) {
                    control.addTarget(self, action: Selector(unapplied: Coordinator.update(sender:), name: "update(sender:)"), for: .valueChanged)
                    control.addTarget(self, action: Selector(bound: tap(_:), name: "tap(_:)"), for: .touchUpInside)
                    UIApplication.shared.sendAction(Selector(unapplied: UIResponder.resignFirstResponder, name: "resignFirstResponder"), to: nil, from: nil, for: nil)
                    let s = "#selector(kept) @objc"  // @objc #selector(kept)
                    let t = #"@objc #selector(kept) "quoted""#
                    /* @objc /* nested #selector(x) */ @IBAction */
                    _ = Selector("frame")
                }
            }
            """
        #expect(ObjectiveCSyntax.replaced(in: text) == expected)
        #expect(ObjectiveCSyntax.replaced(in: "let a = \"@objc\" // #selector(x)\n@objcish var b = 1") == nil)
        #expect(LinuxSource.rewritten("@UIApplicationMain\n@objc class A: NSObject {}", originalPath: "/a.swift")
            == "#sourceLocation(file: \"/a.swift\", line: 1)\n@main\nclass A: NSObject {}")
    }

    @Test("A synchronized folder's Swift files and resources are the target's, except the target's exceptions")
    func generatesFromSynchronizedFolder() throws {
        let garden = try writeGarden()
        let project = try open(garden)
        let package = try #require(project.generated)
        #expect(package.sources == [garden + "/Garden/GardenApp.swift", garden + "/Garden/Views/PlantRow.swift"])
        #expect(package.manifest.contains(#".copy("Garden/Assets.xcassets"),"#))
        #expect(package.manifest.contains(#".copy("Garden/Data/plants.json"),"#))
        #expect(package.manifest.contains(#".copy("Garden/Localizable.xcstrings"),"#))
        #expect(!package.manifest.contains("entitlements"))
        #expect(package.manifest.contains(".swiftLanguageMode(.v6)"))
        #expect(package.accentColorName == "AccentColor")
        #expect(package.appIconName == "AppIcon")
        #expect(
            project.appEnvironment == [
                "MEADOW_INFO_PLIST": garden + "/Garden/Info.plist", "MEADOW_ACCENT_COLOR_NAME": "AccentColor",
                "MEADOW_APP_ICON_NAME": "AppIcon",
            ])
        #expect(project.notes.first == "the project declares the Swift package swift-algorithms (https://github.com/apple/swift-algorithms.git); the target Garden does not use it, so it is left out")
    }

    @Test("Files another target's folder gives this target through an exception set are compiled and bundled with it")
    func generatesFromOtherFoldersExceptions() throws {
        let garden = try writeGarden()
        try folder.write("Garden/GardenMac/GardenMacApp.swift", "import SwiftUI\n")
        try folder.write("Garden/Garden/Mac Only/MacView.swift", "import SwiftUI\n")
        let package = try #require(try open(garden, target: "GardenMac").generated)
        #expect(package.sources == [garden + "/GardenMac/GardenMacApp.swift", garden + "/Garden/Mac Only/MacView.swift"])
        #expect(package.manifest.contains(#".copy("Garden/Data/plants.json"),"#))
    }

    @Test("A Core ML model among the sources is bundled, with the classes Xcode generates for it compiled beside the app's files")
    func generatesCoreMLModelClasses() throws {
        let garden = try writeGarden()
        // A model file (`CoreML.Specification.Model`): version 1; an input "hours" and an output "minutes", both
        // doubles; a linear regressor (field 300) with the weight 60 and the offset 0.5.
        let model: [UInt8] =
            [0x08, 0x01, 0x12, 0x1c]
            + [0x0a, 0x0b, 0x0a, 0x05] + Array("hours".utf8) + [0x1a, 0x02, 0x12, 0x00]
            + [0x52, 0x0d, 0x0a, 0x07] + Array("minutes".utf8) + [0x1a, 0x02, 0x12, 0x00]
            + [0xe2, 0x12, 0x16, 0x0a, 0x0a, 0x0a, 0x08, 0, 0, 0, 0, 0, 0, 0x4e, 0x40, 0x12, 0x08, 0, 0, 0, 0, 0, 0, 0xe0, 0x3f]
        try FileManager.default.createDirectory(atPath: garden + "/Garden/Model", withIntermediateDirectories: true)
        try Data(model).write(to: URL(fileURLWithPath: garden + "/Garden/Model/Sleep Hours.mlmodel"))
        let package = try #require(try open(garden).generated)
        #expect(package.manifest.contains(#".copy("Garden/Model/Sleep Hours.mlmodel"),"#))
        let generated = try #require(package.generatedSources.first { $0.path == "_Generated/CoreML/Sleep_Hours.swift" })
        #expect(generated.text.contains("class Sleep_Hours {"))
        #expect(generated.text.contains("class Sleep_HoursInput: MLFeatureProvider {\n    var hours: Double\n"))
        #expect(generated.text.contains("    var minutes: Double { provider.featureValue(for: \"minutes\")!.doubleValue }"))
        #expect(generated.text.contains("    func prediction(hours: Double) throws -> Sleep_HoursOutput {"))
        #expect(generated.text.contains(#"Bundle.module.url(forResource: "Sleep Hours", withExtension: "mlmodel")!"#))
        #expect(package.links.contains { $0.path == "Sources/Garden/_Generated/CoreML/Sleep_Hours.swift" })
    }

    @Test("A Core Data model is bundled, with the classes Xcode's code generation makes for its entities compiled beside the app's files")
    func generatesCoreDataEntityClasses() throws {
        let garden = try writeGarden()
        try folder.write("Garden/Garden/Garden.xcdatamodeld/Garden.xcdatamodel/contents", """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Plant" representedClassName="Plant" syncable="YES" codeGenerationType="class">
                    <attribute name="name" attributeType="String"/>
                    <attribute name="height" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="watered" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                </entity>
                <entity name="Pot" representedClassName="Pot" syncable="YES" codeGenerationType="category">
                    <attribute name="isGlazed" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                </entity>
                <entity name="Note" representedClassName="Note" syncable="YES">
                    <attribute name="text" attributeType="String"/>
                </entity>
            </model>
            """)
        let package = try #require(try open(garden).generated)
        #expect(package.manifest.contains(#".copy("Garden/Garden.xcdatamodeld"),"#))
        #expect(!package.notes.contains { $0.contains("xcdatamodeld") })
        let generated = try #require(package.generatedSources.first { $0.path == "_Generated/CoreData/Garden+CoreDataClasses.swift" })
        #expect(generated.text == """
            // Generated by `meadow run` from Garden.xcdatamodeld, as Xcode generates its entities' classes.
            import CoreData
            import Foundation

            public class Plant: NSManagedObject {}

            extension Plant {
                public class func fetchRequest() -> NSFetchRequest<Plant> {
                    NSFetchRequest<Plant>(entityName: "Plant")
                }

                public var name: String? {
                    get { _managedValue(forKey: "name") }
                    set { _setManagedValue(newValue, forKey: "name") }
                }

                public var height: Int16 {
                    get { _managedValue(forKey: "height") }
                    set { _setManagedValue(newValue, forKey: "height") }
                }

                public var watered: Date? {
                    get { _managedValue(forKey: "watered") }
                    set { _setManagedValue(newValue, forKey: "watered") }
                }
            }

            extension Plant: Identifiable {}

            extension Pot {
                public class func fetchRequest() -> NSFetchRequest<Pot> {
                    NSFetchRequest<Pot>(entityName: "Pot")
                }

                public var isGlazed: Bool {
                    get { _managedValue(forKey: "isGlazed") }
                    set { _setManagedValue(newValue, forKey: "isGlazed") }
                }
            }

            extension Pot: Identifiable {}

            """)
        #expect(package.links.contains { $0.path == "Sources/Garden/_Generated/CoreData/Garden+CoreDataClasses.swift" })
    }

    @Test("An app's own @NSManaged properties become accessors of the object's values on their own lines")
    func rewritesNSManaged() {
        let text = """
            extension TodoEntity {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<TodoEntity> {
                    return NSFetchRequest<TodoEntity>(entityName: "TodoEntity")
                }

                @NSManaged public var archived: Bool
                @NSManaged var note: String? // shown under the title
                let kept = "@NSManaged var notAProperty: Int"
            }
            """
        #expect(LinuxSource.rewritten(text, originalPath: "/a.swift") == """
            #sourceLocation(file: "/a.swift", line: 1)
            extension TodoEntity {
                public class func fetchRequest() -> NSFetchRequest<TodoEntity> {
                    return NSFetchRequest<TodoEntity>(entityName: "TodoEntity")
                }

                public var archived: Bool { get { _managedValue(forKey: "archived") } set { _setManagedValue(newValue, forKey: "archived") } }
                var note: String? { get { _managedValue(forKey: "note") } set { _setManagedValue(newValue, forKey: "note") } }
                let kept = "@NSManaged var notAProperty: Int"
            }
            """)
    }

    @Test("Every file sees FoundationNetworking, Combine and Observation, as a file importing only Foundation does on iOS")
    func importsWhatFoundationBringsOnIOS() throws {
        let package = try #require(try open(try writeGarden()).generated)
        #expect(package.manifest.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]),"#))
        #expect(package.manifest.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"]),"#))
        #expect(package.manifest.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Observation"]),"#))
    }

    @Test("Files with #Preview get the macro's plugin when Meadow's checkout can build it, into the cache")
    func loadsPreviewPlugin() throws {
        let garden = try writeGarden()
        try folder.write("Garden/Garden/Views/PlantRow.swift", "import SwiftUI\n#Preview { Text(\"Fern\") }\n")
        try cache.write("Meadow/scripts/build-preview-macros", "#!/bin/sh\n")
        let withScript = MeadowEnvironment(meadowRoot: cache.path + "/Meadow", cacheRoot: cache.path + "/meadow")
        let package = try #require(try OpenedProject.open(garden, target: nil, environment: withScript, writing: false).generated)
        let library = "\(cache.path)/meadow/macros/Meadow-\(StableHash.hex(cache.path + "/Meadow"))/libMeadowPreviewMacros.so"
        #expect(package.manifest.contains(#".unsafeFlags(["-Xfrontend", "-load-plugin-library", "-Xfrontend", "\#(library)"]),"#))
        let without = try #require(try open(garden).generated)
        #expect(!without.manifest.contains("load-plugin-library"))
    }

    @Test("Opening writes the package in the cache and nothing in the project's folder")
    func writesNothingInProject() throws {
        let garden = try writeGarden()
        let before = folder.listing()
        let project = try open(garden, writing: true)
        #expect(folder.listing() == before)
        let manifest = try String(contentsOfFile: project.packageFolder + "/Package.swift", encoding: .utf8)
        #expect(manifest == project.generated?.manifest)
        let link = project.packageFolder + "/Sources/Garden/Garden/GardenApp.swift"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == garden + "/Garden/GardenApp.swift")
    }

    @Test("A cache that cannot be written is one line naming the folder and the system's reason, exit status 2; the project is untouched")
    func unwritableCache() throws {
        let garden = try writeGarden()
        let before = folder.listing()
        // A cache folder under a file: writing there fails with ENOTDIR whoever runs the test (root writes through
        // a read-only mode; on a read-only disk or without permission the reason is the system's for that).
        try cache.write("not-a-folder", "")
        let blocked = MeadowEnvironment(meadowRoot: cache.path + "/Meadow", cacheRoot: cache.path + "/not-a-folder/meadow")
        let error = try #require(throws: ToolError.self) { try OpenedProject.open(garden, target: nil, environment: blocked, writing: true) }
        let package = try OpenedProject.open(garden, target: nil, environment: blocked, writing: false).packageFolder
        #expect(error.status == 2)
        #expect(
            error.description
                == "cannot write the generated package in \(package): Not a directory; meadow writes only in its cache, never in the project: set XDG_CACHE_HOME to a folder you can write")
        #expect(error.details.isEmpty)
        try cache.write("Meadow/Package.swift", "// swift-tools-version:6.0")
        #expect(MeadowCommand.main(["run", garden], environment: blocked) == 2)
        #expect(folder.listing() == before)
    }

    @Test("Opening again makes the links afresh and leaves the linked folders' files where they are")
    func rewritesLinksSafely() throws {
        let garden = try writeGarden()
        let before = folder.listing()
        _ = try open(garden, writing: true)
        let project = try open(garden, writing: true)
        #expect(folder.listing() == before)
        #expect(FileManager.default.fileExists(atPath: garden + "/Garden/Assets.xcassets/Contents.json"))
        let catalog = project.packageFolder + "/Sources/Garden/Garden/Assets.xcassets"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: catalog) == garden + "/Garden/Assets.xcassets")
    }
}
