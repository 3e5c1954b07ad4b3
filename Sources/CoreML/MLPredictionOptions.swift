import Foundation

/// Options for one prediction, as Core ML's `MLPredictionOptions`; Meadow's predictions take none of them into
/// account (they run on the CPU, with nothing to reuse between calls).
open class MLPredictionOptions: NSObject {
    public override init() {
        super.init()
    }
}
