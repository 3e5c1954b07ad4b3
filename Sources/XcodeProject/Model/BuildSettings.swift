import Foundation

/// The build settings of one configuration, the target's over the project's, as Xcode resolves them.
///
/// Values are kept as written (`$(SRCROOT)/App/Info.plist`); `expanded(_:)` substitutes the variables a path setting
/// uses.
public struct BuildSettings: Equatable, Sendable {
    /// Every setting, each a string or a list of strings.
    public var values: [String: PropertyListValue]

    /// Settings from the values a configuration's `buildSettings` holds.
    public init(_ values: [String: PropertyListValue] = [:]) {
        self.values = values
    }

    /// The settings of `overlay` over these, as a target's configuration overrides its project's.
    public func overridden(by overlay: BuildSettings) -> BuildSettings {
        BuildSettings(values.merging(overlay.values) { $1 })
    }

    /// The setting named `key` as one string (a list is joined by spaces), or nil when it is not set.
    ///
    /// A conditional setting such as `SDKROOT[sdk=iphoneos*]` is read only when the plain key is absent.
    public subscript(key: String) -> String? {
        if let value = values[key] ?? conditionalValue(key) {
            return value.string ?? value.strings.joined(separator: " ")
        }
        return nil
    }

    private func conditionalValue(_ key: String) -> PropertyListValue? {
        values.first { $0.key.hasPrefix(key + "[") }?.value
    }

    /// `SDKROOT`: `iphoneos`, `macosx`, `auto` (a multiplatform target) and so on.
    public var sdkRoot: String? { self["SDKROOT"] }
    /// `IPHONEOS_DEPLOYMENT_TARGET`, such as "17.0".
    public var iOSDeploymentTarget: String? { self["IPHONEOS_DEPLOYMENT_TARGET"] }
    /// `INFOPLIST_FILE` as written, relative to the project folder when not absolute.
    public var infoPlistFile: String? { self["INFOPLIST_FILE"] }
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`: the colour set that is the app's accent colour.
    public var accentColorName: String? { self["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"] }
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`: the app icon set that is the app's icon.
    public var appIconName: String? { self["ASSETCATALOG_COMPILER_APPICON_NAME"] }
    /// `SWIFT_VERSION`, such as "5.0".
    public var swiftVersion: String? { self["SWIFT_VERSION"] }
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`: `MainActor` in projects Xcode 26 makes, else nil (`nonisolated`).
    public var defaultActorIsolation: String? { self["SWIFT_DEFAULT_ACTOR_ISOLATION"] }
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`: the upcoming features Xcode turns on for it.
    public var approachableConcurrency: Bool { self["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" }
    /// `PRODUCT_NAME`, often `$(TARGET_NAME)`.
    public var productName: String? { self["PRODUCT_NAME"] }
    /// `PRODUCT_MODULE_NAME`, when set.
    public var productModuleName: String? { self["PRODUCT_MODULE_NAME"] }
    /// `DEVELOPMENT_LANGUAGE` or nil.
    public var developmentLanguage: String? { self["DEVELOPMENT_LANGUAGE"] }

    /// `SUPPORTED_PLATFORMS` split into platform names (`iphoneos iphonesimulator macosx`).
    public var supportedPlatforms: [String] {
        (self["SUPPORTED_PLATFORMS"] ?? "").split(whereSeparator: { $0 == " " }).map(String.init)
    }

    /// The platforms these settings build for: `SUPPORTED_PLATFORMS` when set, else `SDKROOT`'s platform, else the
    /// platform whose deployment target is set.
    public var platforms: Set<ApplePlatform> {
        let supported = Set(supportedPlatforms.compactMap(ApplePlatform.init(sdkName:)))
        if !supported.isEmpty { return supported }
        if let sdkRoot, let platform = ApplePlatform(sdkName: sdkRoot) { return [platform] }
        var platforms: Set<ApplePlatform> = []
        if self["IPHONEOS_DEPLOYMENT_TARGET"] != nil { platforms.insert(.iOS) }
        if self["MACOSX_DEPLOYMENT_TARGET"] != nil { platforms.insert(.macOS) }
        if self["TVOS_DEPLOYMENT_TARGET"] != nil { platforms.insert(.tvOS) }
        if self["WATCHOS_DEPLOYMENT_TARGET"] != nil { platforms.insert(.watchOS) }
        if self["XROS_DEPLOYMENT_TARGET"] != nil { platforms.insert(.visionOS) }
        return platforms
    }

    /// `text` with `$(NAME)` and `${NAME}` replaced by `variables` (then by these settings), and `$(inherited)`
    /// removed; a variable known to neither is left as written.
    public func expanded(_ text: String, variables: [String: String] = [:], depth: Int = 0) -> String {
        guard text.contains("$"), depth < 8 else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closing: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: closing) else {
                result += rest
                rest = ""
                break
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            // `$(TARGET_NAME:c99extidentifier)` names a transformation; the name is enough here.
            let name = String(reference.split(separator: ":").first ?? reference)
            if name == "inherited" {
                // Nothing: the merged settings already hold what is inherited.
            } else if let value = variables[name] ?? (name == "SRCROOT" ? variables["PROJECT_DIR"] : nil) ?? self[name] {
                result += expanded(value, variables: variables, depth: depth + 1)
            } else {
                result += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.trimmingCharacters(in: .whitespaces)
    }
}
