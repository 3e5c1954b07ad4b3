import Foundation

/// A data file the app cannot use, said where and what: `landmarkData.json:14:7: expected a number for "latitude",
/// found a string`. A file that is missing or unreadable has no line and column.
struct DataFileError: Error, Equatable, CustomStringConvertible {
    /// The file's name, as the app knows it.
    var file: String
    /// The line, counted from 1, where the problem is.
    var line: Int?
    /// The column, counted in characters from 1, where the problem is.
    var column: Int?
    /// What is wrong, in a few words.
    var problem: String

    var description: String {
        guard let line, let column else { return "\(file): \(problem)" }
        return "\(file):\(line):\(column): \(problem)"
    }
}
