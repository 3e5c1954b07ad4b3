/// Why a map data file could not be read; says which file and where.
enum MapDataError: Error, Equatable, CustomStringConvertible {
    /// The file does not start with "MKMD".
    case notMapData(file: String)
    /// The file is of a format version this MapKit does not read.
    case unsupportedVersion(file: String, version: UInt8)
    /// The file ends inside a value that starts at `offset`.
    case truncated(file: String, offset: Int)
    /// A feature at `offset` has a kind no version of the format has.
    case unknownKind(file: String, offset: Int, kind: UInt8)

    var description: String {
        switch self {
        case .notMapData(let file): "\(file): not a map data file (no MKMD header)"
        case .unsupportedVersion(let file, let version): "\(file): map data version \(version) is not supported"
        case .truncated(let file, let offset): "\(file):\(offset): the file ends in the middle of a value"
        case .unknownKind(let file, let offset, let kind): "\(file):\(offset): unknown feature kind \(kind)"
        }
    }
}
