import Testing
@testable import XcodeProject

@Suite("Picking the target to open")
struct TargetSelectionTests {
    @Test("The iOS app is picked even when a macOS app is listed first")
    func picksIOSApp() throws {
        let garden = try XcodeProject(text: Xcode16Project.text(), xcodeprojPath: "/w/Garden.xcodeproj")
        #expect(try garden.applicationTarget().name == "Garden")
    }

    @Test("A test target is never picked; the app is")
    func skipsTestTargets() throws {
        let landmarks = try XcodeProject(text: Xcode11Project.text, xcodeprojPath: "/w/Landmarks.xcodeproj")
        #expect(try landmarks.applicationTarget().name == "Landmarks")
        #expect(throws: TargetSelectionError.notAnApplication("LandmarksTests", productType: "com.apple.product-type.bundle.unit-test")) {
            try landmarks.applicationTarget(named: "LandmarksTests")
        }
    }

    @Test("--target picks the named target; a name the project lacks lists its targets")
    func picksNamedTarget() throws {
        let garden = try XcodeProject(text: Xcode16Project.text(), xcodeprojPath: "/w/Garden.xcodeproj")
        #expect(try garden.applicationTarget(named: "GardenMac").name == "GardenMac")
        #expect(throws: TargetSelectionError.noSuchTarget("Gardn", available: ["GardenMac", "Garden"])) {
            try garden.applicationTarget(named: "Gardn")
        }
    }

    @Test("A project whose only app is for macOS is refused in one line that says so")
    func refusesMacOSOnly() throws {
        let text = Xcode16Project.text().replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = macosx;")
        let project = try XcodeProject(text: text, xcodeprojPath: "/w/Garden.xcodeproj")
        let error = TargetSelectionError.noIOSApplication(project: "Garden.xcodeproj", applications: ["GardenMac", "Garden"], platforms: ["macOS"])
        #expect(throws: error) { try project.applicationTarget() }
        #expect(error.description == "Garden.xcodeproj is a macOS project (GardenMac, Garden) with no iOS app target: Meadow opens iOS apps")
    }

    @Test("Among several iOS apps, the one named like the project is picked")
    func prefersProjectName() throws {
        let text = Xcode16Project.text().replacingOccurrences(of: "SDKROOT = macosx;", with: "SDKROOT = iphoneos;")
        let project = try XcodeProject(text: text, xcodeprojPath: "/w/Garden.xcodeproj")
        #expect(project.iOSApplicationTargets.map(\.name) == ["GardenMac", "Garden"])
        #expect(try project.applicationTarget().name == "Garden")
    }

    struct PlatformCase: Sendable, CustomTestStringConvertible {
        let settings: [String: String]
        let platforms: Set<ApplePlatform>
        var testDescription: String { settings.description }
    }

    static let platformCases: [PlatformCase] = [
        PlatformCase(settings: ["SDKROOT": "iphoneos"], platforms: [.iOS]),
        PlatformCase(settings: ["SDKROOT": "macosx"], platforms: [.macOS]),
        PlatformCase(settings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros xrsimulator"], platforms: [.iOS, .macOS, .visionOS]),
        PlatformCase(settings: ["SDKROOT": "watchos"], platforms: [.watchOS]),
        PlatformCase(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"], platforms: [.iOS]),
        PlatformCase(settings: [:], platforms: []),
    ]

    @Test("A target's platforms come from SUPPORTED_PLATFORMS, else SDKROOT, else its deployment target", arguments: platformCases)
    func readsPlatforms(_ example: PlatformCase) {
        #expect(BuildSettings(example.settings.mapValues { .string($0) }).platforms == example.platforms)
    }
}
