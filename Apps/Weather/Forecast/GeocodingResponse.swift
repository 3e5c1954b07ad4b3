import Foundation

/// Open-Meteo's answer to a place search: the places found, best first, or no `results` when none is.
struct GeocodingResponse: Codable {
    struct Result: Codable {
        let name: String
        let latitude: Double
        let longitude: Double
    }

    let results: [Result]?
}
