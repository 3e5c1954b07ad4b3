import Foundation

/// A recorded hike, as the tutorial's `Hike`, decoded from hikeData.json: the trail's length and difficulty and
/// what was measured along it.
struct Hike: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var distance: Double
    var difficulty: Int
    var observations: [Observation]

    static var formatter = LengthFormatter()

    /// The hike's length in kilometres, e.g. "4.5 km".
    var distanceText: String {
        Hike.formatter.string(fromValue: distance, unit: .kilometer)
    }

    /// What was measured at one point of the hike: the ranges of elevation (metres), pace (seconds per kilometre)
    /// and heart rate (beats per minute) over the stretch that starts `distanceFromStart` kilometres in.
    struct Observation: Codable, Hashable {
        var distanceFromStart: Double

        var elevation: Range<Double>
        var pace: Range<Double>
        var heartRate: Range<Double>
    }
}
