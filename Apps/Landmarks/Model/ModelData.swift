import Foundation
import SwiftUI

/// The app's data, as the tutorial's `ModelData`: the landmarks and hikes read from the bundled JSON files, shared
/// through the environment. When it has a `FavoritesStore`, the favourites are read from it at start and saved to it
/// whenever one changes, however it changes (the detail screen's favourite button writes through
/// `$modelData.landmarks[index].isFavorite`).
@Observable
final class ModelData {
    var landmarks: [Landmark] {
        didSet { saveFavoritesIfChanged() }
    }
    var hikes: [Hike]

    /// The landmarks shown at the top of the Featured tab.
    var features: [Landmark] {
        landmarks.filter { $0.isFeatured }
    }

    /// The landmarks by their category's name.
    var categories: [String: [Landmark]] {
        Dictionary(
            grouping: landmarks,
            by: { $0.category.rawValue }
        )
    }

    @ObservationIgnored private let favoritesStore: FavoritesStore?
    @ObservationIgnored private var savedFavorites: Set<Int>
    /// Why the last save of the favourites failed, or nil when it did not; the app keeps running on it.
    @ObservationIgnored private(set) var favoritesSaveError: DataFileError?

    /// The bundled landmarks and hikes, with favourites kept in memory only: for previews, tests and the launcher.
    /// The bundled files are part of the app, so one that is broken stops it, as the tutorial's `load(_:)` does;
    /// the tests read them first.
    convenience init() {
        do {
            try self.init(favoritesStore: nil)
        } catch {
            fatalError("\(error)")
        }
    }

    /// Reads landmarkData.json and hikeData.json from `bundle`'s resources (the app's own by default), and the favourites from
    /// `favoritesStore` when it has saved any; throws a `DataFileError` for the first file that is bad.
    convenience init(resourcesIn bundle: Bundle = .module, favoritesStore: FavoritesStore?) throws {
        var landmarks = try JSONDataFile(resource: "landmarkData.json", in: bundle).decodeList(of: Landmark.self)
        let hikes = try JSONDataFile(resource: "hikeData.json", in: bundle).decodeList(of: Hike.self)
        if let favorites = try favoritesStore?.load() {
            for index in landmarks.indices {
                landmarks[index].isFavorite = favorites.contains(landmarks[index].id)
            }
        }
        self.init(landmarks: landmarks, hikes: hikes, favoritesStore: favoritesStore)
    }

    init(landmarks: [Landmark], hikes: [Hike], favoritesStore: FavoritesStore? = nil) {
        self.landmarks = landmarks
        self.hikes = hikes
        self.favoritesStore = favoritesStore
        savedFavorites = Self.favorites(of: landmarks)
    }

    private static func favorites(of landmarks: [Landmark]) -> Set<Int> {
        Set(landmarks.lazy.filter(\.isFavorite).map(\.id))
    }

    private func saveFavoritesIfChanged() {
        guard let favoritesStore else { return }
        let favorites = Self.favorites(of: landmarks)
        guard favorites != savedFavorites else { return }
        do {
            try favoritesStore.save(favorites)
            savedFavorites = favorites
            favoritesSaveError = nil
        } catch let error as DataFileError {
            if favoritesSaveError != error {
                FileHandle.standardError.write(Data("Landmarks: \(error)\n".utf8))
            }
            favoritesSaveError = error
        } catch {
            preconditionFailure("FavoritesStore.save throws only DataFileError")
        }
    }
}
