import Foundation

/// What a model takes and gives, as Core ML's `MLModelDescription`, read from the model's file.
open class MLModelDescription: NSObject {
    /// The inputs in the order the model's file lists them, which is the order of the parameters of the
    /// `prediction` method Xcode generates (for `meadow`, which generates it on Linux).
    @_spi(MeadowTool) public let orderedInputs: [MLFeatureDescription]
    /// The outputs in the order the model's file lists them.
    @_spi(MeadowTool) public let orderedOutputs: [MLFeatureDescription]

    public let predictedFeatureName: String?
    public let metadata: [MLModelMetadataKey: Any]

    init(_ specification: ModelSpecification) {
        orderedInputs = specification.inputs
        orderedOutputs = specification.outputs
        predictedFeatureName = specification.predictedFeatureName
        metadata = specification.metadata
    }

    public var inputDescriptionsByName: [String: MLFeatureDescription] {
        Dictionary(orderedInputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var outputDescriptionsByName: [String: MLFeatureDescription] {
        Dictionary(orderedOutputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
