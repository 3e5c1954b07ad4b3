/// An Apple platform a target builds for.
public enum ApplePlatform: String, CaseIterable, Sendable {
    /// iPhone and iPad (`iphoneos`, `iphonesimulator`), Mac (`macosx`), Apple TV, Apple Watch, Vision Pro (`xros`).
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platform of an SDK or `SUPPORTED_PLATFORMS` name: `iphoneos` and `iphonesimulator` are iOS, `macosx`
    /// macOS, `xros` visionOS; nil for anything else (`auto`, `driverkit`).
    public init?(sdkName: String) {
        let name = sdkName.lowercased()
        if name.hasPrefix("iphone") {
            self = .iOS
        } else if name.hasPrefix("macosx") {
            self = .macOS
        } else if name.hasPrefix("appletv") {
            self = .tvOS
        } else if name.hasPrefix("watch") {
            self = .watchOS
        } else if name.hasPrefix("xr") {
            self = .visionOS
        } else {
            return nil
        }
    }
}
