import Foundation

/// The Swift symbols Xcode 15 and later generate from an app target's asset catalogs, which its sources may use:
/// a `ColorResource` for each colour set and an `ImageResource` for each image set (`Color(.accent)`,
/// `Image(.logo)`), and, when the target asks for the extensions
/// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`), `Color`, `ShapeStyle`, `UIColor` and `UIImage`
/// members of the same names (`.foregroundStyle(.accent)`). `meadow run` compiles them as one more source of the
/// generated package.
///
/// Names follow Xcode's: the asset's name split into words at anything not a letter or digit and where a capital
/// starts a word; a last word "Color" (colour sets) or "Image" (image sets) dropped when others remain; the first
/// word lowercased (all of it when it is all capitals: "DSAction" is `dsAction`), the others capitalised and
/// joined; a leading digit gets an underscore ("10_back_arm" is `_10BackArm`). A folder that provides a namespace
/// is an enum of its own, and its assets' names include it ("Icons/star").
struct AssetSymbols: Equatable {
    enum Kind: Equatable {
        case color, image
    }

    /// One colour or image set: its name in the catalog, namespace folders included, and what it is.
    struct Asset: Equatable {
        let name: String
        let kind: Kind
    }

    let assets: [Asset]

    /// The colour and image sets of the catalogs at `catalogPaths` (`.xcassets` folders), in name order.
    init(catalogPaths: [String]) {
        var found: [Asset] = []
        for path in catalogPaths { Self.scan(folder: path, namespace: "", into: &found) }
        assets = found.sorted { $0.name < $1.name }
    }

    init(assets: [Asset]) {
        self.assets = assets
    }

    private static func scan(folder: String, namespace: String, into found: inout [Asset]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            let ext = (entry as NSString).pathExtension
            let base = (entry as NSString).deletingPathExtension
            switch ext {
            case "colorset": found.append(Asset(name: namespace + base, kind: .color))
            case "imageset": found.append(Asset(name: namespace + base, kind: .image))
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                scan(folder: path, namespace: providesNamespace(path) ? namespace + entry + "/" : namespace, into: &found)
            default: continue
            }
        }
    }

    /// Whether the catalog folder at `path` says, in its Contents.json, that it provides a namespace.
    private static func providesNamespace(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/Contents.json"),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The symbol Xcode names an asset called `name` (the last part of its path) of `kind` by.
    static func symbolName(for name: String, kind: Kind) -> String {
        var words = self.words(of: name)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return "_" }
        let head = first.allSatisfy { !$0.isLowercase } ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let joined = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let identifier = joined.first?.isNumber == true ? "_" + joined : joined
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The type name of a namespace folder called `name`: its words capitalised and joined.
    static func typeName(for name: String) -> String {
        let joined = words(of: name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `name` split at every character that is not a letter or digit, and before a capital that starts a word:
    /// after a lowercase letter or digit, or as the last of a run of capitals followed by a lowercase letter.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Swift keywords a symbol spelt as one must be quoted as.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where",
        "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try",
    ]

    /// Members `Color` (and a `ShapeStyle` that is a colour) already has, which Xcode does not generate again.
    private static let colorMembers: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
        "tertiary", "quaternary", "quinary", "foreground", "background", "separator", "tint", "selection", "placeholder",
        "link", "fill", "windowBackground",
    ]

    /// Members `UIColor` and `UIImage` already have, which Xcode does not generate again.
    private static let uiKitMembers: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange",
        "purple", "red", "white", "yellow", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "separator", "opaqueSeparator", "tintColor", "add", "remove", "checkmark", "actions",
        "strokedCheckmark",
    ]

    /// The Swift source of the symbols, or nil when there are no assets; the UIKit members only with `uiKit`.
    func source(extensions: Bool, uiKit: Bool) -> String? {
        guard !assets.isEmpty else { return nil }
        var lines = [
            "// The asset catalog symbols Xcode generates, generated by `meadow run` from the target's catalogs.",
            "import Foundation", "import SwiftUI",
        ]
        if uiKit { lines.append("import UIKit") }
        lines += ["", "private let resourceBundle = Bundle.module"]
        let colors = assets.filter { $0.kind == .color }, images = assets.filter { $0.kind == .image }
        lines += resourceExtension("ColorResource", colors)
        lines += resourceExtension("ImageResource", images)
        guard extensions else { return lines.joined(separator: "\n") + "\n" }
        // Only assets outside namespaces get members of their own, as in Xcode.
        let topColors = colors.filter { !$0.name.contains("/") }.map { Self.symbolName(for: $0.name, kind: .color) }
        let topImages = images.filter { !$0.name.contains("/") }.map { Self.symbolName(for: $0.name, kind: .image) }
        let swiftUIColors = topColors.filter { !Self.colorMembers.contains($0) }
        // The resources are named with their type: `Color(.accent)` would also match `Color(UIColor)` once
        // `UIColor.accent` exists. For the same reason the `UIColor` members are disfavoured, so that an app's own
        // `Color(.accent)` takes the resource, as it compiles on iOS.
        lines += memberExtension("Color", swiftUIColors) { "Color(ColorResource.\($0))" }
        lines += memberExtension("ShapeStyle where Self == Color", swiftUIColors, type: "Color") {
            "Color(ColorResource.\($0))"
        }
        if uiKit {
            let usable = { (name: String) in !Self.uiKitMembers.contains(name) && !name.hasPrefix("system") }
            lines += memberExtension("UIColor", topColors.filter(usable), attribute: "@_disfavoredOverload ") {
                "UIColor(resource: ColorResource.\($0))"
            }
            lines += memberExtension("UIImage", topImages.filter(usable)) { "UIImage(resource: ImageResource.\($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `extension Type { ... }` with a static constant for each asset, nested in an enum per namespace folder.
    private func resourceExtension(_ type: String, _ assets: [Asset]) -> [String] {
        guard !assets.isEmpty else { return [] }
        var lines = ["", "extension \(type) {"]
        var openFolders: [String] = []
        var declared: Set<String> = []
        for asset in assets {
            let parts = asset.name.components(separatedBy: "/")
            let folders = Array(parts.dropLast())
            var shared = 0
            while shared < min(folders.count, openFolders.count), folders[shared] == openFolders[shared] { shared += 1 }
            while openFolders.count > shared {
                openFolders.removeLast()
                lines.append(String(repeating: "    ", count: openFolders.count + 1) + "}")
            }
            while openFolders.count < folders.count {
                let folder = folders[openFolders.count]
                lines.append(String(repeating: "    ", count: openFolders.count + 1) + "enum \(Self.typeName(for: folder)) {")
                openFolders.append(folder)
            }
            let symbol = Self.symbolName(for: parts.last ?? asset.name, kind: asset.kind)
            // Two assets named alike (`Accent` and `AccentColor`) would declare one symbol twice: the first wins.
            guard declared.insert(folders.joined(separator: "/") + "/" + symbol).inserted else { continue }
            lines.append(
                String(repeating: "    ", count: openFolders.count + 1)
                    + "static let \(symbol) = \(type)(name: \(Self.literal(asset.name)), bundle: resourceBundle)")
        }
        while !openFolders.isEmpty {
            openFolders.removeLast()
            lines.append(String(repeating: "    ", count: openFolders.count + 1) + "}")
        }
        lines.append("}")
        return lines
    }

    /// `extension Extended { static var name: Type { value } ... }` for each of `symbols`, declared once each.
    private func memberExtension(
        _ extended: String, _ symbols: [String], type: String? = nil, attribute: String = "", _ value: (String) -> String
    ) -> [String] {
        let unique = symbols.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard !unique.isEmpty else { return [] }
        let memberType = type ?? extended
        return ["", "extension \(extended) {"]
            + unique.map { "    \(attribute)static var \($0): \(memberType) { \(value($0.trimmingCharacters(in: ["`"]))) }" }
            + ["}"]
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
