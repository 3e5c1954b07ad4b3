import Foundation

/// Reads the colour, image and app icon sets of one `.xcassets` folder (nested groups included). A group whose
/// Contents.json says it provides a namespace (`"provides-namespace": true`) puts its name before its sets', as
/// Xcode does: `Color("Brand/Paper")`.
struct AssetCatalogReader {
    let root: URL

    func read(
        colors: inout [String: ColorAsset], images: inout [String: AssetCatalog.ImageAsset], appIcons: inout [String: URL]
    ) throws {
        // A catalog reached through a symbolic link (`meadow run` links a project's catalog into the package it
        // builds, and SwiftPM copies the link) is listed where the link leads.
        try read(folder: root.resolvingSymlinksInPath(), namespace: "", colors: &colors, images: &images, appIcons: &appIcons)
    }

    private func read(
        folder: URL, namespace: String, colors: inout [String: ColorAsset], images: inout [String: AssetCatalog.ImageAsset],
        appIcons: inout [String: URL]
    ) throws {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { throw AssetCatalogError(file: folder, problem: "cannot list the folder") }
        for url in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = namespace + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset": colors[name] = try readColor(url.appendingPathComponent("Contents.json"))
            case "imageset": images[name] = try readImageSet(url)
            case "appiconset": appIcons[name] = readAppIconSet(url)
            case "":
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
                let inner = try providesNamespace(url) ? name + "/" : namespace
                try read(folder: url, namespace: inner, colors: &colors, images: &images, appIcons: &appIcons)
            default: continue
            }
        }
    }

    /// Whether the group at `folder` provides a namespace for its sets' names.
    private func providesNamespace(_ folder: URL) throws -> Bool {
        let file = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        let properties = try json(file)["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool ?? false
    }

    func json(_ file: URL) throws -> [String: Any] {
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

    /// Parses Xcode's colour format: components as "0xFF", "255" or "1.000" strings or numbers; a colour with
    /// no components (the template's `AccentColor`) is the system accent; entries with `appearances` are the
    /// dark (`luminosity` `dark`) and high-contrast (`contrast` `high`) variants.
    private func readColor(_ file: URL) throws -> ColorAsset {
        let object = try json(file)
        guard let entries = object["colors"] as? [[String: Any]] else {
            throw AssetCatalogError(file: file, problem: "expected a \"colors\" array")
        }
        guard !entries.isEmpty else { throw AssetCatalogError(file: file, problem: "expected a colour in \"colors\"") }
        var asset: ColorAsset?
        var variants: [(dark: Bool, high: Bool, value: ColorAsset.Value)] = []
        for entry in entries {
            let value = try readValue(entry["color"] as? [String: Any], in: file)
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            let dark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let high = appearances.contains { ($0["appearance"] as? String) == "contrast" && ($0["value"] as? String) == "high" }
            if appearances.isEmpty {
                if asset == nil { asset = ColorAsset(any: value) }
            } else {
                variants.append((dark, high, value))
            }
        }
        // A set with only appearance entries (rare) takes the first as its colour for any appearance.
        var result = asset ?? ColorAsset(any: variants.first?.value ?? .systemAccent)
        for variant in variants {
            switch (variant.dark, variant.high) {
            case (true, true): result.darkHighContrast = variant.value
            case (true, false): result.dark = variant.value
            case (false, true): result.highContrast = variant.value
            case (false, false): continue  // a light-luminosity entry: the colour for any appearance stands
            }
        }
        return result
    }

    /// One entry's colour: its components, or the system accent when it has none.
    private func readValue(_ color: [String: Any]?, in file: URL) throws -> ColorAsset.Value {
        guard let components = color?["components"] as? [String: Any] else { return .systemAccent }
        func component(_ key: String, isAlpha: Bool) throws -> Double {
            let raw = components[key]
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue
            guard let text else {
                if isAlpha { return 1 }
                throw AssetCatalogError(file: file, problem: "missing component \"\(key)\"")
            }
            if text.hasPrefix("0x"), let value = UInt8(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(text) else {
                throw AssetCatalogError(file: file, problem: "component \"\(key)\" is not a number: \(text)")
            }
            return (!isAlpha && value > 1) ? value / 255 : value
        }
        if components["white"] != nil, components["red"] == nil {
            let white = try component("white", isAlpha: false)
            return .rgba(RGBA(red: white, green: white, blue: white, alpha: try component("alpha", isAlpha: true)))
        }
        return .rgba(
            RGBA(
                red: try component("red", isAlpha: false), green: try component("green", isAlpha: false),
                blue: try component("blue", isAlpha: false), alpha: try component("alpha", isAlpha: true)))
    }
}
