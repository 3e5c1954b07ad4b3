import Foundation

/// Prints one figure as `name value unit`, the line format `make bench` promises; three decimals.
func report(_ name: String, _ value: Double, _ unit: String) {
    print("\(name) \(String(format: "%.3f", value)) \(unit)")
}
