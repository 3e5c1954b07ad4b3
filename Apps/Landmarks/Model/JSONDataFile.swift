import Foundation

/// A JSON file the app reads its data from. It decodes as the tutorial's `load(_:)` does, with `JSONDecoder`, but a
/// bad file is a `DataFileError` naming the file, the line and column and what is wrong, never a crash or a
/// half-read list.
struct JSONDataFile {
    /// The file's name, as errors give it.
    let name: String
    let data: Data
    let document: JSONDocument

    /// Reads and parses the file at `url`.
    init(contentsOf url: URL) throws {
        name = url.lastPathComponent
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            throw DataFileError(file: url.path, problem: reason)
        }
        document = try JSONDocument(data: data, file: name)
    }

    /// Reads and parses the resource `filename` (e.g. "landmarkData.json") of `bundle`.
    init(resource filename: String, in bundle: Bundle) throws {
        guard let url = bundle.url(forResource: filename, withExtension: nil) else {
            throw DataFileError(file: filename, problem: "is missing from the app's resources")
        }
        try self.init(contentsOf: url)
    }

    /// The file's contents as a `T`.
    func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw dataFileError(for: error)
        }
    }

    /// The file's list of `Element`s, each with an id of its own.
    func decodeList<Element: Decodable & Identifiable>(of type: Element.Type = Element.self) throws -> [Element] {
        let elements = try decode([Element].self)
        var firstIndex: [Element.ID: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let first = firstIndex[element.id] {
                let firstLine = document.node(at: [Index(first)]).position.line
                throw error(at: [Index(index), Key("id")], "duplicate id \(element.id) (also used at line \(firstLine))")
            }
            firstIndex[element.id] = index
        }
        return elements
    }

    private func error(at codingPath: [any CodingKey], _ problem: String) -> DataFileError {
        let position = document.node(at: codingPath).position
        return DataFileError(file: name, line: position.line, column: position.column, problem: problem)
    }

    private func dataFileError(for error: DecodingError) -> DataFileError {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let found = document.node(at: context.codingPath).kind
            return self.error(at: context.codingPath, "expected \(Self.describe(type)) for \(Self.describe(context.codingPath)), found \(found)")
        case .keyNotFound(let key, let context):
            return self.error(at: context.codingPath, "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return self.error(at: context.codingPath, context.debugDescription)
        @unknown default:
            return DataFileError(file: name, problem: "\(error)")
        }
    }

    /// Where a value is in the document, as a reader would say it: `"latitude"`, `item 2 of "elevation"`.
    private static func describe(_ codingPath: [any CodingKey]) -> String {
        guard let last = codingPath.last else { return "the document" }
        guard let index = last.intValue else { return "\"\(last.stringValue)\"" }
        guard let parent = codingPath.dropLast().last, parent.intValue == nil else { return "item \(index + 1)" }
        return "item \(index + 1) of \"\(parent.stringValue)\""
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is any BinaryInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }
}
