import MeadowCore

/// How a text field capitalises what is typed, as UIKit's `UITextAutocapitalizationType`, which SwiftUI's older
/// `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension TextInputAutocapitalization {
    /// The style of UIKit's `type`, as SwiftUI's `init(_:)` taking one.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

extension View {
    /// How the text fields in this view capitalise what is typed, as SwiftUI's iOS 13 `autocapitalization(_:)`,
    /// which `textInputAutocapitalization(_:)` replaced.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }
}
