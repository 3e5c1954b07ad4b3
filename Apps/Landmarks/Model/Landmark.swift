import CoreLocation
import SwiftUI

/// A place in the app's list, as the tutorial's `Landmark`, decoded from landmarkData.json.
struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var isFeatured: Bool

    var category: Category
    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        /// Decodes a category from its name; a name that is none of them says which are.
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let category = Category(rawValue: name) else {
                let names = Category.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown category \"\(name)\"; expected one of \(names)")
            }
            self = category
        }
    }

    private var imageName: String
    var image: Image {
        Image(imageName)
    }

    private var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(
            latitude: coordinates.latitude,
            longitude: coordinates.longitude)
    }

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }
}
