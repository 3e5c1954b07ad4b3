/// How a text field capitalises what is typed on a software keyboard, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    enum Style: Hashable, Sendable { case never, words, sentences, characters }

    let style: Style

    /// Nothing is capitalised.
    public static var never: TextInputAutocapitalization { Self(style: .never) }
    /// The first letter of each word.
    public static var words: TextInputAutocapitalization { Self(style: .words) }
    /// The first letter of each sentence.
    public static var sentences: TextInputAutocapitalization { Self(style: .sentences) }
    /// Every letter.
    public static var characters: TextInputAutocapitalization { Self(style: .characters) }
}
