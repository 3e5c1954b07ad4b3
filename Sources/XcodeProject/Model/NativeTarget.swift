/// A target Xcode builds from source (`PBXNativeTarget`), with its build phases' files resolved.
public struct NativeTarget: Equatable, Sendable {
    /// The target's name as Xcode shows it.
    public let name: String
    /// `productName` as written, often the target's name.
    public let productName: String?
    /// Such as `com.apple.product-type.application` or `com.apple.product-type.framework`.
    public let productType: String
    /// The files of the Sources build phase.
    public let sourceFiles: [ProjectFile]
    /// The files of the Resources build phase; a localised file (`PBXVariantGroup`) is each of its `.lproj` files.
    public let resourceFiles: [ProjectFile]
    /// The frameworks and libraries the target links (Frameworks build phase).
    public let frameworks: [ProjectFile]
    /// The folders Xcode 16 keeps in sync with the target.
    public let synchronizedFolders: [SynchronizedFolder]
    /// Files of synchronized folders that are not the target's which Xcode 16 makes members of it one by one: an
    /// exception set of another folder naming this target adds the files it lists (absolute paths).
    public let synchronizedMemberFiles: [String]
    /// The products of Swift packages the target uses (`XCSwiftPackageProductDependency`).
    public let packageProducts: [String]
    /// Those of `packageProducts` that come from a local package, which Xcode 13 and 14 list as a folder rather than
    /// as a package reference (the dependency names no `package`, or one that is not there).
    public let localPackageProducts: [String]
    /// The target's own configurations, without the project's settings.
    public let buildConfigurations: [BuildConfiguration]
    /// The configuration Xcode builds by default (`defaultConfigurationName`).
    public let defaultConfigurationName: String?

    /// A target as its build phases and configurations describe it.
    public init(
        name: String, productName: String? = nil, productType: String, sourceFiles: [ProjectFile] = [],
        resourceFiles: [ProjectFile] = [], frameworks: [ProjectFile] = [], synchronizedFolders: [SynchronizedFolder] = [],
        synchronizedMemberFiles: [String] = [], packageProducts: [String] = [], localPackageProducts: [String] = [], buildConfigurations: [BuildConfiguration] = [], defaultConfigurationName: String? = nil
    ) {
        self.name = name
        self.productName = productName
        self.productType = productType
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.frameworks = frameworks
        self.synchronizedFolders = synchronizedFolders
        self.synchronizedMemberFiles = synchronizedMemberFiles
        self.packageProducts = packageProducts
        self.localPackageProducts = localPackageProducts
        self.buildConfigurations = buildConfigurations
        self.defaultConfigurationName = defaultConfigurationName
    }

    /// Whether the target makes an app (`com.apple.product-type.application`), not an extension, a clip or a watch app.
    public var isApplication: Bool {
        productType == "com.apple.product-type.application"
    }

    /// The configuration named `name`, else Debug, else the default one, else the first.
    public func configuration(named name: String? = nil) -> BuildConfiguration? {
        let preferred = [name, "Debug", defaultConfigurationName].compactMap { $0 }
        for wanted in preferred {
            if let match = buildConfigurations.first(where: { $0.name == wanted }) { return match }
        }
        return buildConfigurations.first
    }
}
