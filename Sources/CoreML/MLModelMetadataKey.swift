/// The keys of a model's metadata, as Core ML's `MLModelMetadataKey`: what Create ML writes of a model's author,
/// description, licence and version.
public struct MLModelMetadataKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let author = MLModelMetadataKey(rawValue: "MLModelAuthorKey")
    public static let description = MLModelMetadataKey(rawValue: "MLModelDescriptionKey")
    public static let license = MLModelMetadataKey(rawValue: "MLModelLicenseKey")
    public static let versionString = MLModelMetadataKey(rawValue: "MLModelVersionStringKey")
    /// The creator's own keys and values (`[String: String]`), such as Create ML's version.
    public static let creatorDefinedKey = MLModelMetadataKey(rawValue: "MLModelCreatorDefinedKey")
}
