/// One named build configuration (`XCBuildConfiguration`), such as Debug or Release, with its own settings only.
public struct BuildConfiguration: Equatable, Sendable {
    /// Such as Debug or Release.
    public let name: String
    /// The settings written in this configuration (not yet merged with the project's).
    public let settings: BuildSettings
    /// The `.xcconfig` file the configuration is based on (`baseConfigurationReference`), when it has one.
    public let baseConfigurationFile: ProjectFile?

    /// A configuration called `name` with its own `settings`.
    public init(name: String, settings: BuildSettings, baseConfigurationFile: ProjectFile? = nil) {
        self.name = name
        self.settings = settings
        self.baseConfigurationFile = baseConfigurationFile
    }
}
