import Testing
@testable import XcodeProject

@Suite("An Xcode project read from project.pbxproj")
struct XcodeProjectTests {
    let landmarks: XcodeProject
    let garden: XcodeProject

    init() throws {
        landmarks = try XcodeProject(text: Xcode11Project.text, xcodeprojPath: "/work/Landmarks/Landmarks.xcodeproj")
        garden = try XcodeProject(text: Xcode16Project.text(), xcodeprojPath: "/work/Garden/Garden.xcodeproj")
    }

    private func target(_ name: String, of project: XcodeProject) throws -> NativeTarget {
        try #require(project.targets.first { $0.name == name })
    }

    @Test("Native targets are read in the project's order, with their product types")
    func readsTargets() {
        #expect(landmarks.name == "Landmarks")
        #expect(landmarks.objectVersion == 50)
        #expect(landmarks.developmentRegion == "en")
        #expect(landmarks.targets.map(\.name) == ["Landmarks", "LandmarksTests"])
        #expect(landmarks.targets.map(\.productType) == ["com.apple.product-type.application", "com.apple.product-type.bundle.unit-test"])
        #expect(garden.objectVersion == 77)
        #expect(garden.targets.map(\.name) == ["GardenMac", "Garden"])
    }

    @Test("A file's path goes up through its groups to the project folder; a group with only a name adds no folder")
    func resolvesGroupPaths() throws {
        let app = try target("Landmarks", of: landmarks)
        #expect(app.sourceFiles.map(\.path) == [
            "/work/Landmarks/Landmarks/AppDelegate.swift", "/work/Landmarks/Landmarks/SceneDelegate.swift",
            "/work/Landmarks/Landmarks/ContentView.swift", "/work/Landmarks/Shared/Shared.swift",
            "/opt/shared/Absolute.swift", "/work/Landmarks/Landmarks/Helper.m",
        ])
        #expect(app.resourceFiles.contains { $0.path == "/work/Landmarks/Landmarks/Resources/landmarkData.json" })
    }

    @Test("A SOURCE_ROOT file is relative to the project folder, an <absolute> one is as written, an SDK framework has no path")
    func resolvesSourceTrees() throws {
        let app = try target("Landmarks", of: landmarks)
        let shared = try #require(app.sourceFiles.first { $0.name == "Shared.swift" })
        #expect(shared.sourceTree == "SOURCE_ROOT")
        #expect(shared.path == "/work/Landmarks/Shared/Shared.swift")
        #expect(app.sourceFiles.first { $0.name == "Absolute.swift" }?.path == "/opt/shared/Absolute.swift")
        #expect(app.frameworks == [ProjectFile(path: nil, name: "MapKit.framework", sourceTree: "SDKROOT", fileType: "wrapper.framework")])
    }

    @Test("A localised resource (a variant group) is each of its .lproj files")
    func expandsVariantGroups() throws {
        let app = try target("Landmarks", of: landmarks)
        let paths = app.resourceFiles.compactMap(\.path)
        #expect(paths.contains("/work/Landmarks/Landmarks/en.lproj/Localizable.strings"))
        #expect(paths.contains("/work/Landmarks/Landmarks/fr.lproj/Localizable.strings"))
        #expect(paths.contains("/work/Landmarks/Landmarks/Base.lproj/LaunchScreen.storyboard"))
        #expect(paths.contains("/work/Landmarks/Landmarks/Assets.xcassets"))
    }

    @Test("The target's settings are layered over the project's, and INFOPLIST_FILE resolves against the project folder")
    func layersSettings() throws {
        let app = try target("Landmarks", of: landmarks)
        let settings = landmarks.buildSettings(for: app)
        #expect(settings.iOSDeploymentTarget == "13.0")
        #expect(settings.sdkRoot == "iphoneos")
        #expect(settings.swiftVersion == "5.0")
        #expect(settings.infoPlistFile == "Landmarks/Info.plist")
        #expect(landmarks.infoPlistPath(for: app) == "/work/Landmarks/Landmarks/Info.plist")
        #expect(settings["GCC_PREPROCESSOR_DEFINITIONS"] == "DEBUG=1 $(inherited)")
        #expect(settings.expanded(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "") == "LANDMARKS_DEMO")
        #expect(settings.expanded(settings.productName ?? "", variables: landmarks.variables(for: app)) == "Landmarks")
    }

    @Test("Variables expand in both spellings; one neither the variables nor the settings know stays as written")
    func expandsVariables() {
        let settings = BuildSettings(["APP_FOLDER": .string("$(PROJECT_DIR)/App")])
        let variables = ["PROJECT_DIR": "/p", "TARGET_NAME": "Demo"]
        #expect(settings.expanded("$(SRCROOT)/Info.plist", variables: variables) == "/p/Info.plist")
        #expect(settings.expanded("${TARGET_NAME}.app", variables: variables) == "Demo.app")
        #expect(settings.expanded("$(APP_FOLDER)/x", variables: variables) == "/p/App/x")
        #expect(settings.expanded("$(UNKNOWN)/x", variables: variables) == "$(UNKNOWN)/x")
    }

    @Test("A synchronized folder of Xcode 16 is read with the exceptions of its target")
    func readsSynchronizedFolders() throws {
        let app = try target("Garden", of: garden)
        #expect(app.sourceFiles.isEmpty)
        #expect(app.synchronizedFolders == [
            SynchronizedFolder(path: "/work/Garden/Garden", excludedPaths: ["Info.plist", "Mac Only/MacView.swift"])
        ])
        let mac = try target("GardenMac", of: garden)
        #expect(mac.synchronizedFolders == [SynchronizedFolder(path: "/work/Garden/GardenMac")])
        #expect(app.synchronizedMemberFiles.isEmpty)
    }

    @Test("An exception set naming a target that is not its folder's adds the files it lists to that target")
    func addsFilesFromOtherTargetsFolders() throws {
        let mac = try target("GardenMac", of: garden)
        #expect(mac.synchronizedMemberFiles == ["/work/Garden/Garden/Mac Only/MacView.swift", "/work/Garden/Garden/Data/plants.json"])
    }

    @Test("Settings of Xcode 16's template: the accent colour, the Swift version and the platform")
    func readsModernSettings() throws {
        let app = try target("Garden", of: garden)
        let settings = garden.buildSettings(for: app)
        #expect(settings.accentColorName == "AccentColor")
        #expect(settings.swiftVersion == "6.0")
        #expect(settings.platforms == [.iOS])
        #expect(garden.platforms(of: try target("GardenMac", of: garden)) == [.macOS])
    }

    @Test("A Swift package reference is read with its version rule, and a target's use of its products")
    func readsPackageReferences() throws {
        #expect(garden.packageReferences == [
            SwiftPackageReference(location: "https://github.com/apple/swift-algorithms.git", requirement: "upToNextMajorVersion 1.2.0")
        ])
        #expect(garden.packageReferences.first?.name == "swift-algorithms")
        let usingPackage = try XcodeProject(text: Xcode16Project.text(appUsesPackage: true), xcodeprojPath: "/work/Garden/Garden.xcodeproj")
        #expect(try target("Garden", of: usingPackage).packageProducts == ["Algorithms"])
        #expect(try target("Garden", of: usingPackage).localPackageProducts.isEmpty)
        let local = try XcodeProject(
            text: Xcode16Project.text(appUsesPackage: true).replacingOccurrences(
                of: "package = D9000003 /* XCRemoteSwiftPackageReference \"swift-algorithms\" */;", with: ""),
            xcodeprojPath: "/work/Garden/Garden.xcodeproj")
        #expect(try target("Garden", of: local).localPackageProducts == ["Algorithms"])
        #expect(try target("Garden", of: garden).packageProducts.isEmpty)
    }

    @Test("A reference to an object that is not there is skipped, as Xcode leaves some behind")
    func skipsDanglingReferences() throws {
        let text = Xcode11Project.text.replacingOccurrences(
            of: "B1000001 /* AppDelegate.swift in Sources */,", with: "B1000001 /* AppDelegate.swift in Sources */,\n\t\t\t\tFFFFFFFF /* gone */,")
        let project = try XcodeProject(text: text, xcodeprojPath: "/work/Landmarks/Landmarks.xcodeproj")
        #expect(try target("Landmarks", of: project).sourceFiles.count == 6)
    }

    @Test("A configuration's .xcconfig, with its #include, lies under the settings written in the project")
    func readsXCConfigFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Config/Base.xcconfig", "BASE_FLAG = base\nSWIFT_VERSION = 4.2\n")
        try folder.write("Config/App.xcconfig", "#include \"Base.xcconfig\"\n// a comment\nMY_FLAG = YES // trailing\nSWIFT_VERSION = 6.0\n")
        let text = Xcode11Project.text
            .replacingOccurrences(
                of: "BA000003 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                with: "BA000003 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = B2000010 /* App.xcconfig */;")
            .replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with: "\t\tB2000010 /* App.xcconfig */ = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };\n/* End PBXFileReference section */")
        let project = try XcodeProject(text: text, xcodeprojPath: folder.path + "/Landmarks.xcodeproj")
        let app = try target("Landmarks", of: project)
        #expect(app.configuration()?.baseConfigurationFile?.path == folder.path + "/Config/App.xcconfig")
        let settings = project.buildSettings(for: app)
        #expect(settings["MY_FLAG"] == "YES")
        #expect(settings["BASE_FLAG"] == "base")
        #expect(settings.swiftVersion == "5.0")
    }

    @Test("A path whose case differs from the folder's on disk is found, as macOS's disks ignore case")
    func findsPathsIgnoringCase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Bucketlist/ContentView.swift")
        #expect(DiskPath.existing(folder.path + "/BucketList/ContentView.swift") == folder.path + "/Bucketlist/ContentView.swift")
        #expect(DiskPath.existing(folder.path + "/BucketList/Missing.swift") == folder.path + "/BucketList/Missing.swift")
        let text = Xcode11Project.text.replacingOccurrences(of: "path = Landmarks;", with: "path = LANDMARKS;")
        try folder.write("Landmarks/ContentView.swift")
        let project = try XcodeProject(text: text, xcodeprojPath: folder.path + "/Landmarks.xcodeproj")
        #expect(try target("Landmarks", of: project).sourceFiles.contains { $0.path == folder.path + "/Landmarks/ContentView.swift" })
    }

    @Test("A file that is not a project is refused naming what is missing")
    func refusesNonProjects() {
        #expect(throws: ProjectFileError(file: "project.pbxproj", reason: "no \"objects\" dictionary")) {
            try XcodeProject(text: "{ archiveVersion = 1; }", xcodeprojPath: "/p/X.xcodeproj")
        }
    }
}
