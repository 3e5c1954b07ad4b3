import Foundation

/// The scale bar's length and label: the longest round distance (1, 2 or 5 times a power of ten, in metres and
/// kilometres, or feet and miles) that fits in `maximumWidth` points, as Apple Maps' scale shows one.
struct MapScale: Equatable {
    /// The bar's length in points.
    var width: CGFloat
    /// The distance it stands for, e.g. "5 km", "500 ft".
    var label: String

    static let metresPerFoot = 0.3048
    static let metresPerMile = 1609.344

    init(metresPerPoint: Double, maximumWidth: CGFloat, metric: Bool) {
        let maximum = metresPerPoint * Double(maximumWidth)
        guard maximum.isFinite, maximum > 0 else {
            width = 0
            label = ""
            return
        }
        let (unitMetres, unitName, smallMetres, smallName): (Double, String, Double, String) =
            metric ? (1000, "km", 1, "m") : (Self.metresPerMile, "mi", Self.metresPerFoot, "ft")
        let useLarge = maximum >= unitMetres
        let unit = useLarge ? unitMetres : smallMetres
        let count = Self.roundDown(maximum / unit)
        width = CGFloat(count * unit / metresPerPoint)
        let number = count.rounded() == count ? String(Int(count)) : String(count)
        label = "\(number) \(useLarge ? unitName : smallName)"
    }

    /// The largest 1, 2 or 5 times a power of ten not above `value`.
    static func roundDown(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        let power = pow(10, floor(log10(value)))
        for step in [5.0, 2.0, 1.0] where step * power <= value { return step * power }
        return power
    }
}
