import Foundation

/// Where the forecast is for: the name the nav bar shows and the coordinates the forecast is fetched for.
struct Place: Codable, Hashable {
    let name: String
    let latitude: Double
    let longitude: Double

    /// The tutorial's place: Nassau, named as the tutorial's nav bar names it.
    static let bahamas = Place(name: "Bahamas", latitude: 25.0478, longitude: -77.3554)
}
