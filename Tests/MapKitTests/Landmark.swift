import CoreLocation

/// Landmarks places the tests map (landmarkData.json, ../shared/reference/seed-apps.md).
enum Landmark {
    /// Chincoteague, Virginia: a barrier island between the Atlantic and Chincoteague Bay.
    static let chincoteague = CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212)
    /// Lake Umbagog, New Hampshire: a lake GSHHG has.
    static let umbagog = CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816)
    /// Turtle Rock, Joshua Tree: desert with no water within the tutorial's span.
    static let turtleRock = CLLocationCoordinate2D(latitude: 34.011286, longitude: -116.166868)
    /// Icy Bay, Alaska: a bay of the Gulf of Alaska.
    static let icyBay = CLLocationCoordinate2D(latitude: 60.089917, longitude: -141.518167)

    /// All twelve, by the name of their data file.
    static let all: [(name: String, coordinate: CLLocationCoordinate2D)] = [
        ("turtlerock", turtleRock),
        ("silversalmoncreek", CLLocationCoordinate2D(latitude: 59.980167, longitude: -152.665167)),
        ("chilkoottrail", CLLocationCoordinate2D(latitude: 59.560551, longitude: -135.334571)),
        ("stmarylake", CLLocationCoordinate2D(latitude: 48.69423, longitude: -113.536248)),
        ("twinlake", CLLocationCoordinate2D(latitude: 60.641684, longitude: -153.849883)),
        ("lakemcdonald", CLLocationCoordinate2D(latitude: 48.56002, longitude: -113.934831)),
        ("charleyrivers", CLLocationCoordinate2D(latitude: 65.350021, longitude: -143.122586)),
        ("icybay", icyBay),
        ("rainbowlake", CLLocationCoordinate2D(latitude: 61.694334, longitude: -150.086103)),
        ("hiddenlake", CLLocationCoordinate2D(latitude: 48.495442, longitude: -121.17799)),
        ("chincoteague", chincoteague),
        ("umbagog", umbagog),
    ]
}
