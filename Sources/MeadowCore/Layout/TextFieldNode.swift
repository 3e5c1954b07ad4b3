import Foundation

/// A one-line editable text: `TextField`, or `SecureField` when it is secure.
///
/// The selection is kept as character offsets, so it survives the text coming back through the binding. The
/// caret blinks on the graph's clock while the field has focus, solid again after each edit.
final class TextFieldNode: ViewNode, FocusableNode, TextInputClient, KeyHandlingNode, TapControl, FocusChangeObserving {
    private var binding: Binding<String>?
    private(set) var string = "" {
        didSet { invalidateDrawing() }
    }
    private(set) var placeholder = ""
    private(set) var font = Font.body
    private var alignment = TextAlignment.leading
    private(set) var color = RGBA.placeholder
    private(set) var tint = RGBA.placeholder
    /// Whether the field shows a bullet for each character of its text (`SecureField`).
    private(set) var isSecure = false
    unowned var textSystem: (any TextSystem)?
    var onEditingChanged: (Bool) -> Void = { _ in }
    var onCommit: () -> Void = {}
    var isPressed = false

    /// The selected characters as offsets into the text; empty is a caret.
    private(set) var selection = 0..<0 {
        didSet { invalidateDrawing() }
    }
    /// The end of the selection that stays put while Shift extends it.
    private var anchor = 0
    /// The characters of a composition in progress (marked text), which committed text replaces.
    private(set) var markedRange: Range<Int>? {
        didSet { invalidateDrawing() }
    }
    private(set) var isFocused = false {
        didSet { invalidateDrawing() }
    }
    /// The caret's opacity: 1, or fading in and out while it blinks.
    let caretOpacity = AnimatedProperty<Double>(1)

    /// The placeholder text colour, iOS's `placeholderText`: rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3) in
    /// dark mode.
    var placeholderColor: RGBA { Color.placeholderText.resolve(in: environment) }
    /// The caret's width and corner radius (UIKit's text cursor).
    static let caretWidth: CGFloat = 2
    /// Half of one blink: the caret fades out over this and back in over the same.
    static let blinkInterval = 0.5

    var isFocusable: Bool { true }

    override var kind: LayoutNode.Kind { .textField }

    /// What the laid-out tree shows: the text as drawn, or the placeholder while the text is empty.
    override var text: String? { string.isEmpty ? placeholder : shownString }

    /// The text as drawn: a bullet "•" for each character when secure.
    private var shownString: String {
        isSecure ? String(repeating: "\u{2022}", count: string.count) : string
    }

    func configure(
        text: Binding<String>, placeholder: String, font: Font, alignment: TextAlignment, color: RGBA, tint: RGBA,
        isSecure: Bool, textSystem: (any TextSystem)?
    ) {
        self.isSecure = isSecure
        binding = text
        self.placeholder = placeholder
        self.font = font
        self.alignment = alignment
        self.color = color
        self.tint = tint
        self.textSystem = textSystem
        if text.wrappedValue != string {
            string = text.wrappedValue
            let count = string.count
            selection = min(selection.lowerBound, count)..<min(selection.upperBound, count)
            anchor = min(anchor, count)
        }
    }

    /// The run the field draws: the text, or the placeholder while it is empty.
    var run: TextStyleRun {
        TextStyleRun(string: string.isEmpty ? placeholder : shownString, font: font, lineLimit: 1, alignment: alignment)
    }

    /// The run of the text alone as drawn, for caret positions.
    private var textRun: TextStyleRun {
        TextStyleRun(string: shownString, font: font, lineLimit: 1, alignment: alignment)
    }

    private func system() -> any TextSystem {
        guard let textSystem else { preconditionFailure("TextField laid out without a text system") }
        return textSystem
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let measuring = TextStyleRun(string: run.string.isEmpty ? " " : run.string, font: font, lineLimit: 1, alignment: alignment)
        let metrics = system().measure(measuring, width: nil, maxLines: 1)
        return CGSize(width: proposal.width ?? metrics.size.width, height: metrics.lineHeight)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    // MARK: Caret geometry

    private func index(_ offset: Int) -> String.Index {
        string.index(string.startIndex, offsetBy: min(max(offset, 0), string.count))
    }

    /// Where the caret before the character at `offset` is, in the field's own coordinates.
    func caretRect(at offset: Int) -> CGRect {
        let run = textRun
        let shown = run.string.index(run.string.startIndex, offsetBy: min(max(offset, 0), run.string.count))
        return system().caretRect(at: shown, in: run, width: frame.width, maxLines: 1)
    }

    /// The character offset nearest `point`, in root coordinates.
    func offset(at point: CGPoint) -> Int {
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        let run = textRun
        let index = system().characterIndex(at: local, in: run, width: frame.width, maxLines: 1)
        return run.string.distance(from: run.string.startIndex, to: index)
    }

    // MARK: Focus

    func tapped(at point: CGPoint) {
        graph?.focus.focus(self)
        select(offset(at: point))
        graph?.inputChanged()
    }

    func focusChanged(to isFocused: Bool) {
        guard isFocused != self.isFocused else { return }
        self.isFocused = isFocused
        restartBlink()
        onEditingChanged(isFocused)
    }

    /// Shows the caret solid, then blinks it while the field has focus.
    private func restartBlink() {
        caretOpacity.set(1, animation: nil, for: self)
        guard isFocused else { return }
        caretOpacity.set(0, animation: .easeInOut(duration: Self.blinkInterval).delay(Self.blinkInterval).repeatForever(), for: self)
    }

    // MARK: Editing

    private func select(_ offset: Int, extending: Bool = false) {
        let offset = min(max(offset, 0), string.count)
        if !extending { anchor = offset }
        selection = min(anchor, offset)..<max(anchor, offset)
        restartBlink()
    }

    private func replaceSelection(with text: String) {
        let range = index(selection.lowerBound)..<index(selection.upperBound)
        string.replaceSubrange(range, with: text)
        select(selection.lowerBound + text.count)
        binding?.wrappedValue = string
    }

    func insertText(_ text: String) {
        if let markedRange { selection = markedRange }
        markedRange = nil
        replaceSelection(with: text)
    }

    /// Shows the composition in the text in place of the previous one (or the selection), with the composition's
    /// selected part selected, as UIKit's `setMarkedText(_:selectedRange:)`.
    func setMarkedText(_ text: String, selectedRange: Range<String.Index>) {
        if let markedRange { selection = markedRange }
        let start = selection.lowerBound
        replaceSelection(with: text)
        markedRange = text.isEmpty ? nil : start..<(start + text.count)
        let lower = start + text.distance(from: text.startIndex, to: selectedRange.lowerBound)
        let upper = start + text.distance(from: text.startIndex, to: selectedRange.upperBound)
        anchor = lower
        selection = lower..<upper
    }

    func handle(_ press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        let extending = press.modifiers.contains(.shift)
        let head = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
        switch press.key {
        case .leftArrow:
            select(!extending && !selection.isEmpty ? selection.lowerBound : head - 1, extending: extending)
        case .rightArrow:
            select(!extending && !selection.isEmpty ? selection.upperBound : head + 1, extending: extending)
        case .upArrow:
            select(0, extending: extending)
        case .downArrow:
            select(string.count, extending: extending)
        case .delete:
            if selection.isEmpty { select(selection.lowerBound - 1, extending: true) }
            replaceSelection(with: "")
        case .deleteForward:
            if selection.isEmpty { select(selection.upperBound + 1, extending: true) }
            replaceSelection(with: "")
        case .return:
            onCommit()
            graph?.focus.focus(nil)
        default:
            return false
        }
        return true
    }
}
