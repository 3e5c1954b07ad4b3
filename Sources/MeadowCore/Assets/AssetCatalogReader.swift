import Foundation

/// Reads the colour and image sets of one `.xcassets` folder (nested groups included).
struct AssetCatalogReader {
    let root: URL

    func read(colors: inout [String: RGBA], images: inout [String: AssetCatalog.ImageAsset]) throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw AssetCatalogError(file: root, problem: "cannot list the folder")
        }
        for case let url as URL in enumerator {
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset": colors[name] = try readColor(url.appendingPathComponent("Contents.json"))
            case "imageset": images[name] = try readImage(url)
            default: continue
            }
        }
    }

    private func json(_ file: URL) throws -> [String: Any] {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw AssetCatalogError(file: file, problem: "cannot read the file")
        }
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw AssetCatalogError(file: file, problem: "expected a JSON object at the top level")
            }
            return object
        } catch let error as AssetCatalogError {
            throw error
        } catch {
            throw AssetCatalogError(file: file, problem: "malformed JSON", position: position(of: error, in: data))
        }
    }

    /// The line and column of a JSON error, from the character offset Foundation reports ("around character 17").
    private func position(of error: Error, in data: Data) -> (line: Int, column: Int)? {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        guard let range = detail.range(of: #"character \d+"#, options: .regularExpression),
            let offset = Int(detail[range].dropFirst("character ".count))
        else { return nil }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// Parses Xcode's colour format: components as "0xFF", "255" or "1.000" strings or numbers.
    private func readColor(_ file: URL) throws -> RGBA {
        let object = try json(file)
        guard let entries = object["colors"] as? [[String: Any]],
            let entry = entries.first(where: { ($0["appearances"] as? [Any]) == nil }) ?? entries.first,
            let color = entry["color"] as? [String: Any],
            let components = color["components"] as? [String: Any]
        else {
            throw AssetCatalogError(file: file, problem: "expected colors[0].color.components")
        }
        func component(_ key: String, isAlpha: Bool) throws -> Double {
            let raw = components[key]
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue
            guard let text else { throw AssetCatalogError(file: file, problem: "missing component \"\(key)\"") }
            if text.hasPrefix("0x"), let value = UInt8(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(text) else {
                throw AssetCatalogError(file: file, problem: "component \"\(key)\" is not a number: \(text)")
            }
            return (!isAlpha && value > 1) ? value / 255 : value
        }
        return RGBA(
            red: try component("red", isAlpha: false), green: try component("green", isAlpha: false),
            blue: try component("blue", isAlpha: false), alpha: try component("alpha", isAlpha: true))
    }

    private func readImage(_ folder: URL) throws -> AssetCatalog.ImageAsset {
        let file = folder.appendingPathComponent("Contents.json")
        let object = try json(file)
        guard let entries = object["images"] as? [[String: Any]] else {
            throw AssetCatalogError(file: file, problem: "expected an \"images\" array")
        }
        var files: [Int: URL] = [:]
        var pointSize: CGSize?
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue }
            let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
            let url = folder.appendingPathComponent(filename)
            guard let pixels = ImageHeader.pixelSize(of: url) else {
                throw AssetCatalogError(file: url, problem: "not a readable PNG or JPEG image")
            }
            files[scale] = url
            pointSize = CGSize(width: pixels.width / CGFloat(scale), height: pixels.height / CGFloat(scale))
        }
        guard let pointSize else { throw AssetCatalogError(file: file, problem: "no image files listed") }
        return AssetCatalog.ImageAsset(files: files, pointSize: pointSize)
    }
}
