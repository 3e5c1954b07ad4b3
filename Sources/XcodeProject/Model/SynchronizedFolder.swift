/// A folder Xcode 16 keeps in sync with a target (`PBXFileSystemSynchronizedRootGroup`): every file in it is a
/// member of the target except the ones its exception sets name for that target.
public struct SynchronizedFolder: Equatable, Sendable {
    /// The folder's absolute path.
    public let path: String
    /// Paths relative to the folder that are not members of the target (`membershipExceptions`).
    public let excludedPaths: [String]

    /// The folder at `path`, less `excludedPaths`.
    public init(path: String, excludedPaths: [String] = []) {
        self.path = path
        self.excludedPaths = excludedPaths
    }
}
