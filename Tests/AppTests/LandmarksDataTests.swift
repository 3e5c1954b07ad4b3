import Foundation
import MeadowCore
import Testing

@testable import LandmarksUI

/// A folder of its own for one test, removed when the test ends.
private final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

@Suite("Landmarks data: the bundled files, the loader's errors and the saved favourites")
struct LandmarksDataTests {
    @Test("The bundled data has the tutorial's twelve landmarks, three categories and three featured")
    func bundledLandmarks() throws {
        let modelData = try ModelData(favoritesStore: nil)
        #expect(modelData.landmarks.map(\.id) == Array(1001...1012))
        #expect(modelData.landmarks.map(\.name) == [
            "Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail", "St. Mary Lake", "Twin Lake", "Lake McDonald",
            "Charley Rivers", "Icy Bay", "Rainbow Lake", "Hidden Lake", "Chincoteague", "Lake Umbagog",
        ])
        #expect(modelData.categories.keys.sorted() == ["Lakes", "Mountains", "Rivers"])
        #expect(modelData.categories["Lakes"]?.map(\.id) == [1002, 1004, 1005, 1009, 1010, 1012])
        #expect(modelData.categories["Mountains"]?.map(\.id) == [1003, 1006, 1008])
        #expect(modelData.categories["Rivers"]?.map(\.id) == [1001, 1007, 1011])
        #expect(modelData.features.map(\.name) == ["Turtle Rock", "St. Mary Lake", "Charley Rivers"])
        #expect(modelData.landmarks.filter(\.isFavorite).map(\.name) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(Set(modelData.landmarks.map(\.description)).count == 12)
    }

    @Test("Each landmark's picture and coordinates are the reference's, and its picture is in the asset catalog")
    func bundledPicturesAndCoordinates() throws {
        let modelData = try ModelData(favoritesStore: nil)
        let catalog = try AssetCatalog.forModule("LandmarksUI")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(modelData.landmarks)) as? [[String: Any]]
        let pictures = try #require(encoded).map { $0["imageName"] as? String }
        #expect(pictures == [
            "turtlerock", "silversalmoncreek", "chilkoottrail", "stmarylake", "twinlake", "lakemcdonald",
            "charleyrivers", "icybay", "rainbowlake", "hiddenlake", "chincoteague", "umbagog",
        ])
        for picture in pictures.compactMap({ $0 }) {
            #expect(catalog.image(named: picture)?.file(forScale: 2)?.scale == 2, "\(picture) has a 2x picture")
        }
        let coordinates = try #require(encoded).compactMap { $0["coordinates"] as? [String: Double] }
        #expect(coordinates.first == ["latitude": 34.011286, "longitude": -116.166868])
        #expect(coordinates.last == ["latitude": 44.747408, "longitude": -71.056816])
    }

    @Test("The bundled hikes differ in length and profile, each with its observations in order")
    func bundledHikes() throws {
        let hikes = try ModelData(favoritesStore: nil).hikes
        #expect(hikes.count == 6)
        #expect(Set(hikes.map(\.id)).count == hikes.count)
        #expect(Set(hikes.map(\.distance)).count == hikes.count)
        #expect(hikes.first?.name == "Lonesome Ridge Trail")
        #expect(hikes.first?.distanceText == "4.5 km")
        for hike in hikes {
            #expect(hike.observations.count >= 10)
            #expect(hike.observations.map(\.distanceFromStart) == hike.observations.map(\.distanceFromStart).sorted())
            #expect(hike.observations.allSatisfy { $0.distanceFromStart < hike.distance })
        }
    }

    /// One landmark as landmarkData.json writes it, a member to a line so that the cases below can say where.
    static let landmark = """
        [
          {
            "id": 1001,
            "name": "Turtle Rock",
            "park": "Joshua Tree National Park",
            "state": "California",
            "description": "Granite boulders.",
            "isFavorite": true,
            "isFeatured": true,
            "category": "Rivers",
            "imageName": "turtlerock",
            "coordinates": {"latitude": 34.011286, "longitude": -116.166868}
          }
        ]
        """

    static let malformedCases: [(problem: String, text: String, error: String)] = [
        ("truncated", String(landmark.prefix(80)),
         #"landmarkData.json:5:13: the file ends inside the string that starts here"#),
        ("truncated between members", String(landmark.prefix(landmark.count - 4)),
         #"landmarkData.json:13:2: expected "}" or "," after the value of "coordinates", the file ends"#),
        ("wrong type", landmark.replacingOccurrences(of: #""latitude": 34.011286"#, with: #""latitude": "34.011286""#),
         #"landmarkData.json:12:33: expected a number for "latitude", found the string "34.011286""#),
        ("wrong type for an id", landmark.replacingOccurrences(of: "1001", with: "true"),
         #"landmarkData.json:3:11: expected an integer for "id", found true"#),
        ("missing key", landmark.replacingOccurrences(of: "    \"park\": \"Joshua Tree National Park\",\n", with: ""),
         #"landmarkData.json:2:3: missing key "park""#),
        ("duplicate id", landmark.replacingOccurrences(of: "  }\n]", with: "  },\n" + landmark.dropFirst(2)),
         #"landmarkData.json:15:11: duplicate id 1001 (also used at line 2)"#),
        ("unknown category", landmark.replacingOccurrences(of: "Rivers", with: "Forests"),
         #"landmarkData.json:10:17: unknown category "Forests"; expected one of Lakes, Rivers, Mountains"#),
        ("trailing comma", landmark.replacingOccurrences(of: "-116.166868}", with: "-116.166868},"),
         #"landmarkData.json:13:3: expected a key in quotes, found "}""#),
        ("duplicate key", landmark.replacingOccurrences(of: "\"state\": \"California\"", with: "\"name\": \"California\""),
         #"landmarkData.json:6:5: duplicate key "name" (first at line 4)"#),
        ("not JSON", "landmarks: none",
         #"landmarkData.json:1:1: expected a value, found "l""#),
    ]

    @Test("A malformed landmark file is an error naming the file, line, column and problem", arguments: malformedCases)
    func malformedLandmarks(problem: String, text: String, error expected: String) throws {
        let folder = try TemporaryFolder()
        let url = try folder.write(text, to: "landmarkData.json")
        let error = #expect(throws: DataFileError.self) {
            try JSONDataFile(contentsOf: url).decodeList(of: Landmark.self)
        }
        #expect(error?.description == expected, "\(problem)")
        #expect(error?.line != nil && error?.column != nil, "\(problem)")
    }

    @Test("A malformed hike file names the observation's value that is wrong")
    func malformedHikes() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("""
            [{"name": "Ridge", "id": 1, "distance": 4.5, "difficulty": 3,
              "observations": [{"distanceFromStart": 0, "elevation": [291.6, "high"], "pace": [396, 403], "heartRate": [117, 121]}]}]
            """, to: "hikeData.json")
        let error = #expect(throws: DataFileError.self) { try JSONDataFile(contentsOf: url).decodeList(of: Hike.self) }
        #expect(error?.description == #"hikeData.json:2:66: expected a number for item 2 of "elevation", found the string "high""#)
    }

    @Test("A data file missing from the app's resources is named, and nothing is loaded")
    func missingResource() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        _ = try folder.write(Self.landmark, to: "Resources/landmarkData.json")
        let bundle = try #require(Bundle(url: folder.url))
        let error = #expect(throws: DataFileError.self) { try ModelData(resourcesIn: bundle, favoritesStore: nil) }
        #expect(error?.description == "hikeData.json: is missing from the app's resources")
    }

    @Test("A data file that does not exist is named by its path")
    func missingFile() throws {
        let error = #expect(throws: DataFileError.self) { try JSONDataFile(contentsOf: URL(fileURLWithPath: "/nonexistent/landmarkData.json")) }
        #expect(error?.description == "/nonexistent/landmarkData.json: does not exist")
    }
}
