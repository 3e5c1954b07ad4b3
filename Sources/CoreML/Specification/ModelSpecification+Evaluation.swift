import Foundation

extension ModelSpecification {
    /// The model's outputs for `features` (its inputs by name), each named as its description names it.
    func evaluate(_ features: [String: MLFeatureValue]) throws -> [String: MLFeatureValue] {
        for input in inputs where !input.isOptional && features[input.name] == nil {
            throw MLModelError(.featureType, message: "The model needs a value for its input \"\(input.name)\" (\(input.type)).")
        }
        switch kind {
        case .pipeline(let models):
            var known = features
            for model in models {
                known.merge(try model.evaluate(known)) { _, new in new }
            }
            var results: [String: MLFeatureValue] = [:]
            for output in outputs { results[output.name] = known[output.name] }
            return results
        case .featureVectorizer(let columns):
            guard let output = outputs.first else { return [:] }
            var vector: [Double] = []
            for column in columns {
                guard let numbers = features[column.name]?.numbers else {
                    throw MLModelError(.featureType, message: "The feature vectorizer needs a number for \"\(column.name)\".")
                }
                vector += numbers
            }
            return [output.name: MLFeatureValue(vector: vector)]
        case .glmRegressor(let weights, let offsets, let transform):
            var x: [Double] = []
            for input in inputs {
                guard let numbers = features[input.name]?.numbers else {
                    throw MLModelError(.featureType, message: "The regressor needs numbers for \"\(input.name)\".")
                }
                x += numbers
            }
            let values = weights.enumerated().map { index, row in
                let sum = zip(row, x).reduce(index < offsets.count ? offsets[index] : 0) { $0 + $1.0 * $1.1 }
                return Self.transformed(sum, by: transform)
            }
            guard let output = outputs.first else { return [:] }
            return [output.name: values.count == 1 ? MLFeatureValue(double: values[0]) : MLFeatureValue(vector: values)]
        case .unsupported(let field):
            throw MLModelError(
                .generic,
                message: "Meadow's Core ML evaluates feature vectorizers and linear regressors (GLMRegressor), alone or in a "
                    + "pipeline; this model's type (field \(field) of its specification) is not one of them.")
        }
    }

    /// The GLM's post-evaluation transform: none (0), the logistic function (1) or the normal distribution's
    /// cumulative function (2).
    private static func transformed(_ value: Double, by transform: Int) -> Double {
        switch transform {
        case 1: return 1 / (1 + exp(-value))
        case 2: return 0.5 * (1 + erf(value / 2.0.squareRoot()))
        default: return value
        }
    }
}
