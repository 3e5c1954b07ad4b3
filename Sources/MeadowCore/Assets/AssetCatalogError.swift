import Foundation

/// An error in an asset catalog, naming the file and what is wrong with it.
public struct AssetCatalogError: Error, CustomStringConvertible {
    public let file: URL
    public let problem: String
    /// Where in the file, when the problem is at a place: line and column from 1.
    public var position: (line: Int, column: Int)?

    init(file: URL, problem: String, position: (line: Int, column: Int)? = nil) {
        self.file = file
        self.problem = problem
        self.position = position
    }

    public var description: String {
        guard let position else { return "\(file.path): \(problem)" }
        return "\(file.path):\(position.line):\(position.column): \(problem)"
    }
}
