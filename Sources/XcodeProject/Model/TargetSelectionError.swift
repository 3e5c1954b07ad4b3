/// Why a project has no target to open, said in one line.
public enum TargetSelectionError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `--target NAME` names no target; the project's targets are listed.
    case noSuchTarget(String, available: [String])
    /// The named target is not an app (a framework, an extension, a test bundle).
    case notAnApplication(String, productType: String)
    /// The project has no application target at all.
    case noApplication(project: String)
    /// The project's apps are all for other platforms (a macOS-only project), each named with its platforms.
    case noIOSApplication(project: String, applications: [String], platforms: [String])

    public var description: String {
        switch self {
        case .noSuchTarget(let name, let available):
            return "no target named \"\(name)\"; the project's targets are \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .notAnApplication(let name, let productType):
            return "target \"\(name)\" is not an app (\(productType)); choose an iOS application target"
        case .noApplication(let project):
            return "\(project) has no application target: Meadow opens iOS apps"
        case .noIOSApplication(let project, let applications, let platforms):
            let platformList = platforms.isEmpty ? "another platform" : platforms.joined(separator: " and ")
            return "\(project) is a \(platformList) project (\(applications.joined(separator: ", "))) with no iOS app target: Meadow opens iOS apps"
        }
    }
}
