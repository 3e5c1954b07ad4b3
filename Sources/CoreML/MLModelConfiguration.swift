import Foundation

/// How a model is loaded, as Core ML's `MLModelConfiguration`. Meadow evaluates every model on the CPU, whatever
/// `computeUnits` asks.
open class MLModelConfiguration: NSObject, NSCopying {
    open var computeUnits: MLComputeUnits = .all
    open var modelDisplayName: String?

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        copy.computeUnits = computeUnits
        copy.modelDisplayName = modelDisplayName
        return copy
    }
}

/// The processors a model may run on, as Core ML's `MLComputeUnits`.
public enum MLComputeUnits: Int, Sendable {
    case cpuOnly = 0
    case cpuAndGPU = 1
    case all = 2
    case cpuAndNeuralEngine = 3
}
