import Foundation

/// A Core ML model file's specification (`.mlmodel`, the `CoreML.Specification.Model` message): its description
/// (named, typed inputs and outputs, metadata) and the model it holds.
///
/// Meadow evaluates the models Create ML's tabular regressors write when a linear regression fits best: a pipeline
/// regressor (field 201) of a feature vectorizer (602), which gathers the inputs into one vector, and a generalised
/// linear regressor (300), whose outputs are weighted sums of that vector plus an offset. Every other model reads
/// (its description is what Xcode generates the model's class from) but throws when asked for a prediction.
struct ModelSpecification {
    enum Kind {
        /// A pipeline (fields 200, 201, 202): the models run in order, each seeing what those before produced.
        case pipeline([ModelSpecification])
        /// The inputs, each with its number of dimensions, concatenated into the first output.
        case featureVectorizer([(name: String, dimensions: Int)])
        /// Output `i` is `offsets[i] + weights[i] · x`, through the post-evaluation transform (0 none, 1 logit,
        /// 2 probit).
        case glmRegressor(weights: [[Double]], offsets: [Double], transform: Int)
        /// A model Meadow does not evaluate: the field number of its type in the specification.
        case unsupported(field: Int)
    }

    var specificationVersion = 0
    var inputs: [MLFeatureDescription] = []
    var outputs: [MLFeatureDescription] = []
    var predictedFeatureName: String?
    var metadata: [MLModelMetadataKey: Any] = [:]
    var kind = Kind.unsupported(field: 0)

    init(data: Data) throws {
        try self.init(message: Array(data)[...])
    }

    init(message: ArraySlice<UInt8>) throws {
        for (field, value) in try ProtobufReader.fields(of: message) {
            switch (field, value.bytes) {
            case (1, _): specificationVersion = value.integer ?? 0
            case (2, let bytes?): try readDescription(bytes)
            case (200, let bytes?), (201, let bytes?):
                // A pipeline classifier or regressor holds its pipeline in field 1.
                let pipeline = try ProtobufReader.fields(of: bytes).first { $0.field == 1 }?.value.bytes ?? []
                kind = .pipeline(try Self.models(ofPipeline: pipeline))
            case (202, let bytes?): kind = .pipeline(try Self.models(ofPipeline: bytes))
            case (300, let bytes?): kind = try Self.glmRegressor(bytes)
            case (602, let bytes?): kind = try Self.featureVectorizer(bytes)
            case (let other, _) where other >= 200: kind = .unsupported(field: other)
            default: continue
            }
        }
    }

    private mutating func readDescription(_ bytes: ArraySlice<UInt8>) throws {
        for (field, value) in try ProtobufReader.fields(of: bytes) {
            guard let bytes = value.bytes else { continue }
            switch field {
            case 1: inputs.append(try Self.feature(bytes))
            case 10: outputs.append(try Self.feature(bytes))
            case 11: predictedFeatureName = value.string
            case 100: try readMetadata(bytes)
            default: continue
            }
        }
    }

    private mutating func readMetadata(_ bytes: ArraySlice<UInt8>) throws {
        var creatorDefined: [String: String] = [:]
        for (field, value) in try ProtobufReader.fields(of: bytes) {
            switch field {
            case 1: metadata[.description] = value.string
            case 2: metadata[.versionString] = value.string
            case 3: metadata[.author] = value.string
            case 4: metadata[.license] = value.string
            case 100:
                let entry = try ProtobufReader.fields(of: value.bytes ?? [])
                if let key = entry.first(where: { $0.field == 1 })?.value.string {
                    creatorDefined[key] = entry.first { $0.field == 2 }?.value.string ?? ""
                }
            default: continue
            }
        }
        if !creatorDefined.isEmpty { metadata[.creatorDefinedKey] = creatorDefined }
    }

    /// A `FeatureDescription`: its name (1) and its `FeatureType` (3), whose set field says the type.
    private static func feature(_ bytes: ArraySlice<UInt8>) throws -> MLFeatureDescription {
        var name = ""
        var type = MLFeatureType.invalid
        var optional = false
        for (field, value) in try ProtobufReader.fields(of: bytes) {
            switch field {
            case 1: name = value.string ?? ""
            case 3:
                for (typeField, typeValue) in try ProtobufReader.fields(of: value.bytes ?? []) {
                    if typeField == 1000 {
                        optional = typeValue.integer == 1
                    } else {
                        type = MLFeatureType(specificationField: typeField)
                    }
                }
            default: continue
            }
        }
        return MLFeatureDescription(name: name, type: type, isOptional: optional)
    }

    private static func models(ofPipeline bytes: ArraySlice<UInt8>) throws -> [ModelSpecification] {
        try ProtobufReader.fields(of: bytes).compactMap { field, value in
            guard field == 1, let bytes = value.bytes else { return nil }
            return try ModelSpecification(message: bytes)
        }
    }

    private static func glmRegressor(_ bytes: ArraySlice<UInt8>) throws -> Kind {
        var weights: [[Double]] = []
        var offsets: [Double] = []
        var transform = 0
        for (field, value) in try ProtobufReader.fields(of: bytes) {
            switch field {
            case 1:
                // A `DoubleArray`, whose values are its field 1.
                weights.append(try ProtobufReader.fields(of: value.bytes ?? []).filter { $0.field == 1 }.flatMap(\.value.doubles))
            case 2: offsets += value.doubles
            case 3: transform = value.integer ?? 0
            default: continue
            }
        }
        return .glmRegressor(weights: weights, offsets: offsets, transform: transform)
    }

    private static func featureVectorizer(_ bytes: ArraySlice<UInt8>) throws -> Kind {
        let columns = try ProtobufReader.fields(of: bytes).compactMap { field, value -> (name: String, dimensions: Int)? in
            guard field == 1, let bytes = value.bytes else { return nil }
            let entry = try ProtobufReader.fields(of: bytes)
            let name = entry.first { $0.field == 1 }?.value.string ?? ""
            return (name, entry.first { $0.field == 2 }?.value.integer ?? 1)
        }
        return .featureVectorizer(columns)
    }
}
