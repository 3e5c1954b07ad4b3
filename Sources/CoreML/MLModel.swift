import Foundation

/// A machine-learning model loaded from its file, as Core ML's `MLModel`: it describes its inputs and outputs and
/// predicts the outputs for given inputs.
///
/// On iOS the app's bundle holds the model compiled (`.mlmodelc`); Meadow loads the model's specification itself
/// (the `.mlmodel` file, which `meadow run` copies into the app's bundle), and evaluates the models Create ML's
/// tabular regressors write when a linear regression fits best (`ModelSpecification`). Another model loads and
/// describes itself, and its `prediction` throws an error naming what Meadow cannot evaluate.
open class MLModel: NSObject {
    public let modelDescription: MLModelDescription
    public let configuration: MLModelConfiguration
    private let specification: ModelSpecification

    /// Loads the model file at `url` (an `.mlmodel`, or a folder holding one, as a compiled `.mlmodelc` is a
    /// folder on iOS).
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, configuration: MLModelConfiguration())
    }

    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        let file = Self.specificationFile(at: url)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw MLModelError(.io, message: "No model file at \(file.path).")
        }
        do {
            specification = try ModelSpecification(data: data)
        } catch {
            throw MLModelError(.io, message: "\(file.lastPathComponent) is not a Core ML model specification.")
        }
        modelDescription = MLModelDescription(specification)
        self.configuration = configuration
    }

    /// The model's outputs for `input`: the features its file lists as outputs.
    open func prediction(from input: MLFeatureProvider) throws -> MLFeatureProvider {
        var features: [String: MLFeatureValue] = [:]
        for name in input.featureNames {
            if let value = input.featureValue(for: name) { features[name] = value }
        }
        return try MLDictionaryFeatureProvider(dictionary: try specification.evaluate(features))
    }

    open func prediction(from input: MLFeatureProvider, options: MLPredictionOptions) throws -> MLFeatureProvider {
        try prediction(from: input)
    }

    private static func specificationFile(at url: URL) -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return url }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let name = contents.sorted().first { $0.hasSuffix(".mlmodel") } ?? "model.mlmodel"
        return url.appendingPathComponent(name)
    }
}
