/// A Swift package the project depends on (`XCRemoteSwiftPackageReference`, or `XCLocalSwiftPackageReference` for a
/// package on disk).
public struct SwiftPackageReference: Equatable, Sendable {
    /// The repository URL of a remote package, or the relative path of a local one.
    public let location: String
    /// Whether the package is on disk rather than fetched.
    public let isLocal: Bool
    /// The version rule as Xcode writes it (`upToNextMajorVersion 5.0.0`, `branch main`, `exactVersion 1.2.3`).
    public let requirement: String?

    /// A package at `location`, fetched under `requirement` unless `isLocal`.
    public init(location: String, isLocal: Bool = false, requirement: String? = nil) {
        self.location = location
        self.isLocal = isLocal
        self.requirement = requirement
    }

    /// The package's name as Xcode shows it: the last component of its location without `.git`.
    public var name: String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}
