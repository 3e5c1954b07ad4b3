import Foundation

/// Named colours and images read from Xcode asset catalogs (`*.xcassets`), as `Color("name")` and
/// `Image("name")` find them in an app's bundle.
///
/// Colours come from `*.colorset/Contents.json`; images from `*.imageset` folders of PNG, JPEG, SVG or PDF files
/// (`ImageSetReader`). Every lookup of a missing name logs once.
public final class AssetCatalog: @unchecked Sendable {
    public static let empty = AssetCatalog(colors: [:], images: [:])

    private let colors: [String: ColorAsset]
    private let images: [String: ImageAsset]
    /// Each app icon set's largest iPhone image (`AssetCatalogReader.readAppIconSet`).
    private let appIcons: [String: URL]
    /// The missing names logged so far; internal so tests can check each is logged once.
    let warnings = WarningLog()

    init(colors: [String: ColorAsset], images: [String: ImageAsset], appIcons: [String: URL] = [:]) {
        self.colors = colors
        self.images = images
        self.appIcons = appIcons
    }

    /// Reads every colour, image and app icon set in the catalog folders.
    public convenience init(folders: [URL]) throws {
        var colors: [String: ColorAsset] = [:]
        var images: [String: ImageAsset] = [:]
        var appIcons: [String: URL] = [:]
        for folder in folders {
            let reader = AssetCatalogReader(root: folder)
            try reader.read(colors: &colors, images: &images, appIcons: &appIcons)
        }
        self.init(colors: colors, images: images, appIcons: appIcons)
    }

    /// The file of the app icon set named `name` (the project's `ASSETCATALOG_COMPILER_APPICON_NAME`, Xcode's
    /// `AppIcon`) that an iPhone shows largest, as the home screen and the App Store take it; nil when the catalog
    /// has no such set or it names no file that is there. Nothing is logged: an app may have no icon.
    public func appIcon(named name: String) -> URL? { appIcons[name] }

    /// The name of the app's accent colour set: the project's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`,
    /// which `meadow run` passes as `MEADOW_ACCENT_COLOR_NAME`, else Xcode's `AccentColor`.
    static let accentColorName = ProcessInfo.processInfo.environment["MEADOW_ACCENT_COLOR_NAME"]
        .flatMap { $0.isEmpty ? nil : $0 } ?? "AccentColor"

    /// The app's accent colour in a colour scheme and contrast, as iOS takes `Color.accentColor` from the accent
    /// colour set; nil, and nothing logged, when the catalog has no such set (an app need not have one).
    func accentColor(colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA? {
        guard colors[Self.accentColorName] != nil else { return nil }
        return color(named: Self.accentColorName, colorScheme: colorScheme, contrast: contrast)
    }

    /// The colour named `name` for any appearance (light, standard contrast), or `nil` (logged once) when the
    /// catalog has none.
    public func color(named name: String) -> RGBA? {
        color(named: name, colorScheme: .light, contrast: .standard)
    }

    /// The colour named `name` in a colour scheme and contrast, as iOS picks a colour set's appearance; `nil`
    /// (logged once) when the catalog has none. A set with no components is the system accent (iOS's blue).
    public func color(named name: String, colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA? {
        guard let asset = colors[name] else {
            warnings.once("missing colour asset \"\(name)\": drawing a magenta placeholder")
            return nil
        }
        switch asset.value(colorScheme: colorScheme, contrast: contrast) {
        case .rgba(let rgba): return rgba
        case .systemAccent: return colorScheme == .dark ? RGBA(hex: 0x0A84FF) : RGBA(hex: 0x007AFF)
        }
    }

    /// The colour set named `name`, if the catalog has one; nothing is logged.
    public func colorAsset(named name: String) -> ColorAsset? { colors[name] }

    /// The image named `name`, or `nil` (logged once) when the catalog has none. A set whose files cannot be
    /// drawn is returned (it keeps its place in the layout) and its problem is logged once, the first time it is
    /// asked for: it draws a placeholder.
    public func image(named name: String) -> ImageAsset? {
        guard let image = images[name] else {
            warnings.once("missing image asset \"\(name)\": drawing a placeholder")
            return nil
        }
        if let problem = image.problem { warnings.once("image asset \"\(name)\": \(problem): drawing a placeholder") }
        return image
    }
}
