/// What gives a model its inputs, or holds its outputs, by name, as Core ML's `MLFeatureProvider`: the classes
/// Xcode generates beside a model (`SleepCalculatorInput`, `SleepCalculatorOutput`) conform to it.
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
    func featureValue(for featureName: String) -> MLFeatureValue?
}
