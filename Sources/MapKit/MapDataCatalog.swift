import CoreLocation
import Foundation
import MeadowCore

/// The map data files MapKit ships (one per Landmarks place), read when a map first shows their place.
@MainActor
final class MapDataCatalog {
    /// The catalog of MapKit's own resources: the copied Resources folder, which Foundation on Linux takes as the
    /// bundle's resource folder itself.
    static let shared = MapDataCatalog(
        folders: [Bundle.module.resourceURL, Bundle.module.resourceURL?.appendingPathComponent("Resources")].compactMap { $0 })

    /// Where a warning goes: a missing file or a malformed one, once per cause.
    let warnings = WarningLog()
    private let files: [URL]
    private var loaded: [URL: MapData] = [:]
    private var boxes: [URL: MapData.Box] = [:]
    private var failed: Set<URL> = []

    /// A catalog of the .mapdata files in `folders`.
    init(folders: [URL]) {
        let contents = folders.flatMap {
            (try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? []
        }
        files = contents.filter { $0.pathExtension == "mapdata" }.sorted { $0.path < $1.path }
    }

    /// The names of the files, without their extension.
    var names: [String] { files.map { $0.deletingPathExtension().lastPathComponent } }

    /// The data whose box holds `coordinate` (the one whose box centre is nearest when several do), or nil, logged
    /// once, when none does.
    func data(around coordinate: CLLocationCoordinate2D) -> MapData? {
        var best: (file: URL, distance: Double)?
        for file in files {
            guard let box = box(of: file), box.covers(coordinate) else { continue }
            let distance = hypot(box.center.longitude - coordinate.longitude, box.center.latitude - coordinate.latitude)
            if let current = best, current.distance <= distance { continue }
            best = (file, distance)
        }
        guard let best else {
            warnings.once(String(
                format: "Map: no map data around %.4f, %.4f; drawing plain land", coordinate.latitude,
                coordinate.longitude))
            return nil
        }
        return data(in: best.file)
    }

    /// The box a file covers, from its header alone.
    private func box(of file: URL) -> MapData.Box? {
        if let box = boxes[file] { return box }
        guard !failed.contains(file) else { return nil }
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            let header = [UInt8](try handle.read(upToCount: MapData.headerLength) ?? Data())
            let box = try MapData.box(of: header, file: file.lastPathComponent)
            boxes[file] = box
            return box
        } catch {
            failed.insert(file)
            warnings.once("Map: \(error)")
            return nil
        }
    }

    /// The data of one file, read once; a file that cannot be read is logged once and skipped.
    func data(in file: URL) -> MapData? {
        if let data = loaded[file] { return data }
        guard !failed.contains(file) else { return nil }
        do {
            let bytes = try [UInt8](Data(contentsOf: file))
            let data = try MapData(bytes: bytes, file: file.lastPathComponent)
            loaded[file] = data
            return data
        } catch {
            failed.insert(file)
            warnings.once("Map: \(error)")
            return nil
        }
    }
}
