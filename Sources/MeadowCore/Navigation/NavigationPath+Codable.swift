import Foundation

extension NavigationPath {
    /// A path in a form that can be encoded and decoded, as SwiftUI's `NavigationPath.CodableRepresentation`: made
    /// from a path whose every element is `Codable`, and given back to `NavigationPath(_:)`.
    public struct CodableRepresentation: Codable, Equatable {
        /// Each element as its type's name and its JSON, first pushed first.
        var elements: [Element]

        struct Element: Codable, Equatable {
            let type: String
            let json: String
        }

        public init(from decoder: Decoder) throws {
            // SwiftUI writes the elements last-first, each as a type name followed by its JSON; so does Meadow.
            var container = try decoder.unkeyedContainer()
            var reversed: [Element] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let json = try container.decode(String.self)
                reversed.append(Element(type: type, json: json))
            }
            elements = reversed.reversed()
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                try container.encode(element.type)
                try container.encode(element.json)
            }
        }

        init(elements: [Element]) {
            self.elements = elements
        }
    }

    /// The path in a codable form, as SwiftUI's `codable`: nil when an element is not `Codable`.
    public var codable: CodableRepresentation? {
        var encoded: [CodableRepresentation.Element] = []
        for element in elements {
            guard let value = element.base as? any Encodable & Hashable, let type = element.base as? any Decodable else { return nil }
            _ = type
            guard let data = try? JSONEncoder().encode(value) else { return nil }
            let name = _mangledTypeName(Swift.type(of: element.base)) ?? String(reflecting: Swift.type(of: element.base))
            encoded.append(.init(type: name, json: String(decoding: data, as: UTF8.self)))
        }
        return CodableRepresentation(elements: encoded)
    }

    /// The path a `codable` representation describes, as SwiftUI's `init(_:)`; an element whose type is not in the
    /// program or whose JSON does not decode is left out.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for element in codable.elements {
            guard let type = _typeByName(element.type) as? any (Decodable & Hashable).Type,
                let value = try? JSONDecoder().decode(type, from: Data(element.json.utf8))
            else { continue }
            elements.append(AnyHashable(value))
        }
    }
}
