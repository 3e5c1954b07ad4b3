import Foundation

extension Text {
    /// Text showing `lhs` then `rhs` on the same lines, each keeping its own font, colour and styling, as
    /// SwiftUI's `+`; a modifier on the joined text styles both where they do not set it themselves.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.parts = [lhs, rhs]
        return joined
    }

    /// The styling a text inherits from the texts it is joined into, outermost the environment's.
    struct Inherited {
        var font: Font
        var color: Color?
        var modifiers: TextModifiers
    }

    /// The run of a joined text: its leaves' strings (in `textCase`) one after another, each a span styled by its
    /// own settings over those of the texts around it; the run's own font is the first span's.
    func joinedRun(in environment: EnvironmentValues) -> TextStyleRun {
        var pieces: [(string: String, span: TextSpan)] = []
        var offset = 0
        let outer = Inherited(font: environment.font ?? .body, color: nil, modifiers: environment.textModifiers)
        appendSpans(inheriting: outer, in: environment, to: &pieces, offset: &offset)
        var run = TextStyleRun(
            string: pieces.map(\.string).joined(), font: pieces.first?.span.font ?? outer.font,
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
        run.spans = pieces.map(\.span)
        run.lineSpacing = environment.lineSpacing
        run.truncationMode = environment.truncationMode
        return run
    }

    private func appendSpans(
        inheriting outer: Inherited, in environment: EnvironmentValues, to pieces: inout [(string: String, span: TextSpan)],
        offset: inout Int
    ) {
        let own = Inherited(
            font: font ?? outer.font, color: color ?? outer.color, modifiers: modifiers.over(outer.modifiers))
        guard parts.isEmpty else {
            for part in parts { part.appendSpans(inheriting: own, in: environment, to: &pieces, offset: &offset) }
            return
        }
        let written = string(in: environment)
        let shown = environment.textCase.map { $0.apply(to: written) } ?? written
        var styled = TextStyleRun(string: shown, font: own.font, lineLimit: nil, alignment: .leading)
        own.modifiers.apply(to: &styled, in: environment)
        let length = shown.utf8.count
        let span = TextSpan(
            utf8Range: offset..<(offset + length), font: styled.font, color: own.color?.resolve(in: environment),
            strikethrough: styled.strikethrough, underline: styled.underline,
            characterSpacing: styled.characterSpacing, baselineOffset: styled.baselineOffset)
        pieces.append((shown, span))
        offset += length
    }
}
