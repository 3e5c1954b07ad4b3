import Foundation

/// A decoder of a whole value from one input, as Combine's `TopLevelDecoder`: what `decode(type:decoder:)`
/// takes. Foundation's JSON and property-list decoders are ones.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to one output, as Combine's `TopLevelEncoder`: what `encode(encoder:)` takes.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}
