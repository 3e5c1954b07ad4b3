import CoreML
import Foundation
import Testing

/// A model file written field by field in the protocol-buffer format of Core ML's specification
/// (`CoreML.Specification.Model`), as Create ML writes a tabular regressor that chose a linear regression.
private enum ModelFile {
    static func varint(_ value: Int) -> [UInt8] {
        var value = UInt64(value)
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(value & 0x7f)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        return bytes
    }

    static func field(_ number: Int, _ message: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(message.count) + message
    }

    static func field(_ number: Int, _ string: String) -> [UInt8] {
        field(number, Array(string.utf8))
    }

    static func field(_ number: Int, integer: Int) -> [UInt8] {
        varint(number << 3) + varint(integer)
    }

    static func packed(_ number: Int, _ doubles: [Double]) -> [UInt8] {
        field(number, doubles.flatMap { value in (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) } })
    }

    /// A `FeatureDescription` of a double (type field 2) or a multi-array (5).
    static func feature(_ name: String, multiArray: Bool = false) -> [UInt8] {
        field(1, name) + field(3, field(multiArray ? 5 : 2, []))
    }

    static func description(inputs: [[UInt8]], outputs: [[UInt8]], metadata: [UInt8] = []) -> [UInt8] {
        field(2, inputs.flatMap { field(1, $0) } + outputs.flatMap { field(10, $0) } + (metadata.isEmpty ? [] : field(100, metadata)))
    }

    /// actualSleep = 400 + 0.001 · wake + 3600 · estimatedSleep + 800 · coffee, the inputs gathered by a vectorizer.
    static let sleepCalculator: [UInt8] = {
        let vectorizer =
            field(1, integer: 1)
            + description(inputs: [feature("wake"), feature("estimatedSleep"), feature("coffee")], outputs: [feature("features", multiArray: true)])
            + field(602, ["wake", "estimatedSleep", "coffee"].flatMap { field(1, field(1, $0) + field(2, integer: 1)) })
        let regressor =
            field(1, integer: 1)
            + description(inputs: [feature("features", multiArray: true)], outputs: [feature("actualSleep")])
            + field(300, field(1, packed(1, [0.001, 3600, 800])) + packed(2, [400]))
        return field(1, integer: 1)
            + description(
                inputs: [feature("wake"), feature("estimatedSleep"), feature("coffee")], outputs: [feature("actualSleep")],
                metadata: field(1, "Predicts sleep.") + field(3, "Meadow"))
            + field(201, field(1, field(1, vectorizer) + field(1, regressor)))
    }()

    static func write(_ bytes: [UInt8], name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-coreml-\(UUID().uuidString)-\(name).mlmodel")
        try Data(bytes).write(to: url)
        return url
    }
}

@Suite("Core ML models")
struct MLModelTests {
    @Test("A model describes its inputs and outputs in its file's order, with its metadata")
    func description() throws {
        let url = try ModelFile.write(ModelFile.sleepCalculator, name: "describe")
        defer { try? FileManager.default.removeItem(at: url) }
        let model = try MLModel(contentsOf: url)
        #expect(Set(model.modelDescription.inputDescriptionsByName.keys) == ["wake", "estimatedSleep", "coffee"])
        #expect(model.modelDescription.inputDescriptionsByName["coffee"]?.type == .double)
        #expect(model.modelDescription.outputDescriptionsByName["actualSleep"]?.type == .double)
        #expect(model.modelDescription.metadata[.author] as? String == "Meadow")
        #expect(model.modelDescription.metadata[.description] as? String == "Predicts sleep.")
    }

    @Test("A pipeline of a feature vectorizer and a linear regressor predicts the offset plus the weighted inputs")
    func linearPrediction() throws {
        let url = try ModelFile.write(ModelFile.sleepCalculator, name: "predict")
        defer { try? FileManager.default.removeItem(at: url) }
        let model = try MLModel(contentsOf: url, configuration: MLModelConfiguration())
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 25_200.0, "estimatedSleep": 8.0, "coffee": 2])
        let output = try model.prediction(from: input)
        #expect(output.featureNames == ["actualSleep"])
        // 400 + 0.001 · 25200 + 3600 · 8 + 800 · 2
        #expect(abs((output.featureValue(for: "actualSleep")?.doubleValue ?? 0) - 30_825.2) < 1e-9)
    }

    @Test("A prediction without one of the model's inputs throws a feature-type error naming it")
    func missingInput() throws {
        let url = try ModelFile.write(ModelFile.sleepCalculator, name: "missing")
        defer { try? FileManager.default.removeItem(at: url) }
        let model = try MLModel(contentsOf: url)
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 25_200.0, "estimatedSleep": 8.0])
        #expect {
            _ = try model.prediction(from: input)
        } throws: { error in
            (error as? MLModelError)?.code == .featureType && "\(error)".contains("coffee")
        }
    }

    @Test("A model Meadow cannot evaluate loads and describes itself, and its prediction throws")
    func unsupportedModel() throws {
        // A tree ensemble regressor (field 302), left empty.
        let bytes = ModelFile.field(1, integer: 1)
            + ModelFile.description(inputs: [ModelFile.feature("x")], outputs: [ModelFile.feature("y")]) + ModelFile.field(302, [])
        let url = try ModelFile.write(bytes, name: "trees")
        defer { try? FileManager.default.removeItem(at: url) }
        let model = try MLModel(contentsOf: url)
        #expect(model.modelDescription.outputDescriptionsByName["y"]?.type == .double)
        #expect(throws: MLModelError.self) {
            _ = try model.prediction(from: try MLDictionaryFeatureProvider(dictionary: ["x": 1.0]))
        }
    }

    @Test("A file that is not a model specification throws an input-output error")
    func notAModel() throws {
        let url = try ModelFile.write(Array("not a model".utf8) + [0xff], name: "text")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try MLModel(contentsOf: url)
        } throws: { error in
            (error as? MLModelError)?.code == .io
        }
    }
}
