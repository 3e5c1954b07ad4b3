extension Image.Source {
    /// What a screen reader calls the image: an asset its name, as SwiftUI labels an image by its name; a symbol
    /// its spoken name; an image made from bytes none, as it has no name.
    var spokenLabel: String? {
        switch self {
        case .asset(let name): name
        case .symbol(let name): Self.spokenName(ofSymbol: name)
        case .decoded: nil
        }
    }

    /// The names VoiceOver speaks for common SF Symbols, which carry their own localised labels ("star" is
    /// "Favorite", useyourloaf.com's conditional accessibility labels), by the symbol's base name.
    private static let symbolNames: [String: String] = [
        "star": "Favorite", "heart": "Love", "plus": "Add", "minus": "Remove", "xmark": "Close",
        "trash": "Delete", "square.and.arrow.up": "Share", "magnifyingglass": "Search", "ellipsis": "More",
        "chevron.left": "Back", "chevron.right": "Forward", "house": "Home", "gear": "Settings",
        "gearshape": "Settings", "info.circle": "More Info", "checkmark": "Checkmark", "pencil": "Edit",
    ]

    /// The variants a symbol's base name is followed by, which do not change what it is called.
    private static let variantSuffixes = [".fill", ".circle", ".square", ".slash"]

    /// A symbol's spoken name: from the table by its base name (less `.fill` and other variants), else its name
    /// in words ("cloud.sun.rain" is "Cloud sun rain").
    static func spokenName(ofSymbol name: String) -> String {
        if let known = symbolNames[name] { return known }
        var base = name
        while let suffix = variantSuffixes.first(where: { base.hasSuffix($0) }) {
            base.removeLast(suffix.count)
            if let known = symbolNames[base] { return known }
        }
        let words = base.split(separator: ".").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
