import Foundation

/// Features held in a dictionary, as Core ML's `MLDictionaryFeatureProvider`: what a model's prediction returns.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider {
    public let dictionary: [String: MLFeatureValue]

    /// Throws when a value is not a feature value, a number or a string.
    public init(dictionary: [String: Any]) throws {
        var features: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            guard let feature = MLFeatureValue(wrapping: value) else {
                throw MLModelError(.featureType, message: "The value for \"\(name)\" (\(type(of: value))) is not a feature value.")
            }
            features[name] = feature
        }
        self.dictionary = features
    }

    public var featureNames: Set<String> {
        Set(dictionary.keys)
    }

    public func featureValue(for featureName: String) -> MLFeatureValue? {
        dictionary[featureName]
    }

    public subscript(featureName: String) -> MLFeatureValue? {
        dictionary[featureName]
    }
}
