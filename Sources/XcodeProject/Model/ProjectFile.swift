/// A file a target uses (a source, a resource, a framework), with its place on disk resolved through its groups.
public struct ProjectFile: Equatable, Sendable {
    /// The file's absolute path, or nil when it lies in a tree that is not on this disk (`BUILT_PRODUCTS_DIR`,
    /// `SDKROOT`, `DEVELOPER_DIR`) or its reference names no path.
    public let path: String?
    /// The file's name as the project shows it (its `name`, else the last component of its `path`).
    public let name: String
    /// The tree its path is relative to: `<group>`, `SOURCE_ROOT`, `<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT`….
    public let sourceTree: String
    /// Xcode's type for it (`lastKnownFileType` or `explicitFileType`), such as `sourcecode.swift` or `folder.assetcatalog`.
    public let fileType: String?

    /// A file at `path` (nil when not on this disk), shown as `name`.
    public init(path: String?, name: String, sourceTree: String, fileType: String? = nil) {
        self.path = path
        self.name = name
        self.sourceTree = sourceTree
        self.fileType = fileType
    }

    /// Whether the file is Swift source.
    public var isSwift: Bool {
        fileType == "sourcecode.swift" || name.hasSuffix(".swift")
    }
}
