/// What `meadow run PATH` opens.
enum LocatedProject: Equatable {
    /// An `.xcodeproj` folder.
    case xcode(String)
    /// A Swift package's folder (the one holding Package.swift).
    case package(String)

    var path: String {
        switch self {
        case .xcode(let path), .package(let path): return path
        }
    }
}
