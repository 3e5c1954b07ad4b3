import Foundation

/// A model's input or output as its file describes it, as Core ML's `MLFeatureDescription`: a name and a type.
open class MLFeatureDescription: NSObject {
    public let name: String
    public let type: MLFeatureType
    public let isOptional: Bool

    init(name: String, type: MLFeatureType, isOptional: Bool) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }

    open override var description: String {
        "\(name) : \(type)\(isOptional ? "?" : "")"
    }
}
