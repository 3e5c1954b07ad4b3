import Foundation
import MeadowCore
import Testing

@testable import LandmarksUI

@Suite("Landmarks favourites: kept in a file between launches, saved atomically")
struct LandmarksFavoritesTests {
    let folder: URL
    let store: FavoritesStore

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString)", isDirectory: true)
        store = FavoritesStore(url: folder.appendingPathComponent("meadow/landmarks-favorites.json"))
    }

    private func savedText() throws -> String {
        try String(contentsOf: store.url, encoding: .utf8)
    }

    @Test("With no saved file the bundled favourites show, and nothing is written until one changes")
    func noFileYet() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let modelData = try ModelData(favoritesStore: store)
        #expect(modelData.landmarks.filter(\.isFavorite).map(\.id) == [1001, 1003, 1004])
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test("A favourite toggled through the detail screen's binding is saved and read back at the next launch")
    func roundTripThroughBinding() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let modelData = try ModelData(favoritesStore: store)
        @Bindable var bindable = modelData
        let stMaryLake = try #require(modelData.landmarks.firstIndex { $0.id == 1004 })
        $bindable.landmarks[stMaryLake].isFavorite.wrappedValue = false
        #expect(try savedText() == #"{"favorites":[1001,1003]}"# + "\n")
        let hiddenLake = try #require(modelData.landmarks.firstIndex { $0.id == 1010 })
        modelData.landmarks[hiddenLake].isFavorite.toggle()
        #expect(try savedText() == #"{"favorites":[1001,1003,1010]}"# + "\n")

        let relaunched = try ModelData(favoritesStore: store)
        #expect(relaunched.landmarks.filter(\.isFavorite).map(\.id) == [1001, 1003, 1010])
        #expect(relaunched.favoritesSaveError == nil)
    }

    @Test("Changing something other than a favourite writes nothing")
    func otherChangesAreNotSaved() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let modelData = try ModelData(favoritesStore: store)
        modelData.landmarks[0].name = "Turtle Rocks"
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test("A save that fails leaves what was there untouched and no temporary file, says why, and the next save succeeds")
    func failedSaveKeepsOldFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let modelData = try ModelData(favoritesStore: store)
        modelData.landmarks[0].isFavorite = false
        let saved = try savedText()
        #expect(saved == #"{"favorites":[1003,1004]}"# + "\n")

        // A folder standing where the file goes makes the save fail at its last step, the rename.
        try FileManager.default.removeItem(at: store.url)
        let blocker = store.url.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: store.url, withIntermediateDirectories: true)
        try Data(saved.utf8).write(to: blocker)
        modelData.landmarks[1].isFavorite = true
        #expect(try String(contentsOf: blocker, encoding: .utf8) == saved)
        #expect(modelData.favoritesSaveError?.description.hasPrefix("\(store.url.path): cannot be saved: ") == true)

        try FileManager.default.removeItem(at: store.url)
        modelData.landmarks[2].isFavorite = false
        #expect(try savedText() == #"{"favorites":[1002,1004]}"# + "\n")
        #expect(modelData.favoritesSaveError == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("meadow").path)
        #expect(leftovers == ["landmarks-favorites.json"])
    }

    @Test("A favourites file that is not one stops the launch with where and what, as the app's own options do")
    @MainActor func malformedFavorites() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"favorites": [1001, "1003"]}"#.utf8).write(to: store.url)
        let error = #expect(throws: DataFileError.self) { try LandmarksApp(arguments: ["--favorites", store.url.path]) }
        #expect(error?.description == #"landmarks-favorites.json:1:22: expected an integer for item 2 of "favorites", found the string "1003""#)
    }

    @Test("The favourites file is under XDG_DATA_HOME, else ~/.local/share, and --favorites names another")
    func whereFavoritesAreKept() throws {
        #expect(FavoritesStore.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).url.path
            == "/data/meadow/landmarks-favorites.json")
        #expect(FavoritesStore.standard(environment: ["HOME": "/home/ada"]).url.path
            == "/home/ada/.local/share/meadow/landmarks-favorites.json")
        #expect(FavoritesStore.standard(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"]).url.path
            == "/home/ada/.local/share/meadow/landmarks-favorites.json")
        #expect(try LandmarksOptions(arguments: ["--favorites", "/tmp/f.json"]).favoritesStore.url.path == "/tmp/f.json")
        #expect(throws: LandmarksOptions.UsageError.self) { try LandmarksOptions(arguments: ["--favorites"]) }
        let unknown = #expect(throws: LandmarksOptions.UsageError.self) { try LandmarksOptions(arguments: ["--offline"]) }
        #expect(unknown?.description == #"unknown option "--offline"; Landmarks also takes --favorites PATH"#)
    }
}
