import Foundation

/// A one-line editable text: `TextField`, or `SecureField` when it is secure; `TextEditor`'s node extends it to many
/// lines.
///
/// The selection is kept as character offsets, so it survives the text coming back through the binding. The
/// caret blinks on the graph's clock while the field has focus, solid again after each edit. Text longer than the
/// field scrolls so the caret stays in view.
class TextFieldNode: ViewNode, FocusableNode, TextInputClient, KeyHandlingNode, GestureProvider, FocusChangeObserving {
    private var binding: Binding<String>?
    private(set) var string = "" {
        didSet { textDidChange() }
    }
    private(set) var placeholder = ""
    private(set) var font = Font.body
    private(set) var alignment = TextAlignment.leading
    private(set) var color = RGBA.placeholder
    private(set) var tint = RGBA.placeholder
    /// Whether it draws `.roundedBorder`'s white rounded rectangle and hairline around the text.
    private(set) var isBordered = false {
        didSet { invalidateDrawing() }
    }
    /// The width of the border's hairline: one pixel.
    private(set) var hairline: CGFloat = 1
    /// Whether the field shows a bullet for each character of its text (`SecureField`).
    private(set) var isSecure = false
    unowned var textSystem: (any TextSystem)?
    /// Whether the field takes clicks, focus and typing: false inside `disabled(true)`.
    var isEnabled = true
    var onEditingChanged: (Bool) -> Void = { _ in }
    var onCommit: () -> Void = {}
    /// For a field that edits a value: writes the text back to it. While such a field has focus its text is the
    /// user's, not the binding's (the formatted value); `commitEditedValue()` hands it over.
    var commitValue: ((String) -> Void)?
    /// Whether the text was edited since the value was last committed.
    private var hasUncommittedEdit = false

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
    /// How far the text is scrolled under the text area, to keep the caret in view.
    private(set) var scrollOffset = CGPoint.zero {
        didSet { invalidateDrawing() }
    }
    /// The x Up and Down aim for, kept across a run of vertical moves so the caret comes back to its column.
    var goalX: CGFloat?
    /// When and where the last click placed the caret, for a double click.
    private var lastTap: (time: Double, offset: Int)?
    /// The caret's opacity: 1, or fading in and out while it blinks.
    let caretOpacity = AnimatedProperty<Double>(1)

    /// The placeholder text colour, iOS's `placeholderText`: rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3) in
    /// dark mode.
    var placeholderColor: RGBA { Color.placeholderText.resolve(in: environment) }
    /// The caret's width and corner radius (UIKit's text cursor).
    static let caretWidth: CGFloat = 2
    /// Half of one blink: the caret fades out over this and back in over the same.
    static let blinkInterval = 0.5
    /// `.roundedBorder`'s padding around the text, corner radius, fill and hairline colour (UIKit's rounded-rect
    /// text field: 7 points all round, radius 5, white, black at 20 %; swiftui-system-metrics.md §5).
    static let borderPadding: CGFloat = 7
    static let borderRadius: CGFloat = 5
    static let borderFill = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let borderColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.2)

    var isFocusable: Bool { isEnabled }

    override var kind: LayoutNode.Kind { .textField }

    /// What the laid-out tree shows: the text as drawn, or the placeholder while the text is empty.
    override var text: String? { string.isEmpty ? placeholder : shownString }

    /// The text as drawn and laid out: a bullet "•" for each character when secure.
    var shownString: String {
        isSecure ? String(repeating: "\u{2022}", count: string.count) : string
    }

    /// Whether the text wraps into lines and Return types a newline (a `TextEditor`).
    var isMultiline: Bool { false }

    /// Called after the text changed: draws it again. A field whose size follows its text lays out again too.
    func textDidChange() {
        invalidateDrawing()
    }

    /// The space between the node's edges and its text.
    var textInsets: EdgeInsets {
        let padding = isBordered ? Self.borderPadding : 0
        return EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)
    }

    func configure(
        text: Binding<String>, placeholder: String, font: Font, alignment: TextAlignment, color: RGBA, tint: RGBA,
        isBordered: Bool = false, hairline: CGFloat = 1, isSecure: Bool = false, textSystem: (any TextSystem)?
    ) {
        self.isSecure = isSecure
        binding = text
        self.placeholder = placeholder
        self.font = font
        self.alignment = alignment
        self.color = color
        self.tint = tint
        self.isBordered = isBordered
        self.hairline = hairline
        self.textSystem = textSystem
        if text.wrappedValue != string, commitValue == nil || !isFocused {
            string = text.wrappedValue
            let count = string.count
            selection = min(selection.lowerBound, count)..<min(selection.upperBound, count)
            anchor = min(anchor, count)
            markedRange = nil
        }
    }

    /// The run the field draws while its text is empty: the placeholder.
    var placeholderRun: TextStyleRun {
        TextStyleRun(string: placeholder, font: font, lineLimit: 1, alignment: alignment)
    }

    func system() -> any TextSystem {
        guard let textSystem else { preconditionFailure("TextField laid out without a text system") }
        return textSystem
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let measuring = TextStyleRun(string: text?.isEmpty == false ? text ?? " " : " ", font: font, lineLimit: 1, alignment: alignment)
        let metrics = system().measure(measuring, width: nil, maxLines: 1)
        let insets = textInsets
        return CGSize(
            width: proposal.width ?? metrics.size.width + insets.leading + insets.trailing,
            height: metrics.lineHeight + insets.top + insets.bottom)
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    // MARK: Text layout

    /// How the text is laid out for carets and drawing: its run and the width and line limit it is laid out at.
    struct TextLayout {
        var run: TextStyleRun
        var width: CGFloat?
        var maxLines: Int?
    }

    /// The area the text shows in, in the node's own coordinates.
    var textArea: CGRect {
        let insets = textInsets
        return CGRect(
            x: insets.leading, y: insets.top, width: max(frame.width - insets.leading - insets.trailing, 0),
            height: max(frame.height - insets.top - insets.bottom, 0))
    }

    /// One line at the area's width while it fits or the field is not being edited (then a longer text ends in an
    /// ellipsis, as UITextField's); longer while editing, the whole line from the leading edge, to scroll along.
    var textLayout: TextLayout {
        let width = textArea.width
        let shown = shownString
        let natural = system().measure(TextStyleRun(string: shown, font: font, lineLimit: 1, alignment: .leading), width: nil, maxLines: 1).size.width
        if natural <= width || !isFocused { return TextLayout(run: TextStyleRun(string: shown, font: font, lineLimit: 1, alignment: alignment), width: width, maxLines: 1) }
        return TextLayout(run: TextStyleRun(string: shown, font: font, lineLimit: 1, alignment: .leading), width: natural + Self.caretWidth, maxLines: 1)
    }

    /// The size of the laid-out text.
    var contentSize: CGSize {
        let layout = textLayout
        let size = system().measure(layout.run, width: layout.width, maxLines: layout.maxLines).size
        return CGSize(width: max(size.width, layout.width ?? 0), height: size.height)
    }

    func index(_ offset: Int) -> String.Index {
        string.index(string.startIndex, offsetBy: min(max(offset, 0), string.count))
    }

    /// The character at `offset` in the laid-out text (a secure field's bullets, else the text itself).
    func laidOutIndex(_ offset: Int) -> String.Index {
        let shown = shownString
        return shown.index(shown.startIndex, offsetBy: min(max(offset, 0), shown.count))
    }

    /// The character offset of `index` in the laid-out text.
    func offset(of index: String.Index) -> Int {
        shownString.distance(from: shownString.startIndex, to: index)
    }

    /// Where the caret before the character at `offset` is in the laid-out text, unscrolled.
    func textCaret(at offset: Int, in layout: TextLayout) -> CGRect {
        system().caretRect(at: laidOutIndex(offset), in: layout.run, width: layout.width, maxLines: layout.maxLines)
    }

    /// Where the caret before the character at `offset` is, in the node's own coordinates.
    func caretRect(at offset: Int) -> CGRect {
        let area = textArea
        return textCaret(at: offset, in: textLayout).offsetBy(dx: area.minX - scrollOffset.x, dy: area.minY - scrollOffset.y)
    }

    /// The character offset nearest `point`, in root coordinates.
    func offset(at point: CGPoint) -> Int {
        let area = textArea
        let local = CGPoint(
            x: point.x - frame.minX - area.minX + scrollOffset.x, y: point.y - frame.minY - area.minY + scrollOffset.y)
        let layout = textLayout
        return offset(of: system().characterIndex(at: local, in: layout.run, width: layout.width, maxLines: layout.maxLines))
    }

    /// The rectangles the selection covers, one per line, in the node's own coordinates.
    func selectionRects() -> [CGRect] {
        guard !selection.isEmpty else { return [] }
        let layout = textLayout
        let area = textArea
        let lines = system().lineMetrics(of: layout.run, width: layout.width, maxLines: layout.maxLines)
        return lines.compactMap { line in
            let (start, end) = (offset(of: line.range.lowerBound), offset(of: line.range.upperBound))
            let lower = max(selection.lowerBound, start)
            let upper = min(selection.upperBound, end)
            // A selection that goes on past the line's newline reaches the area's trailing edge, as in a text view.
            let takesNewline = selection.upperBound > end && end < string.count && layout.run.string[line.range.upperBound].isNewline
            guard lower < upper || (lower == upper && takesNewline) else { return nil }
            let from = textCaret(at: lower, in: layout)
            let endX = takesNewline || selection.upperBound > end ? max(area.width, from.minX) : textCaret(at: upper, in: layout).minX
            return CGRect(x: from.minX, y: from.minY, width: endX - from.minX, height: from.height)
                .offsetBy(dx: area.minX - scrollOffset.x, dy: area.minY - scrollOffset.y)
        }
    }

    /// Scrolls just enough that the caret (the moving end of the selection) is inside the text area.
    func revealCaret() {
        let area = textArea
        guard area.width > 0, textSystem != nil else { return }
        let caret = textCaret(at: head, in: textLayout)
        let content = contentSize
        var offset = scrollOffset
        if caret.minX - Self.caretWidth / 2 < offset.x { offset.x = caret.minX - Self.caretWidth / 2 }
        if caret.maxX + Self.caretWidth / 2 > offset.x + area.width { offset.x = caret.maxX + Self.caretWidth / 2 - area.width }
        if caret.minY < offset.y { offset.y = caret.minY }
        if caret.maxY > offset.y + area.height { offset.y = caret.maxY - area.height }
        offset.x = min(max(offset.x, 0), max(content.width - area.width, 0))
        offset.y = min(max(offset.y, 0), max(content.height - area.height, 0))
        if offset != scrollOffset { scrollOffset = offset }
    }

    /// Scrolls the text by `delta`, within its size; false when it cannot scroll that way.
    func scroll(by delta: CGSize) -> Bool {
        let area = textArea
        let content = contentSize
        let offset = CGPoint(
            x: min(max(scrollOffset.x + delta.width, 0), max(content.width - area.width, 0)),
            y: min(max(scrollOffset.y + delta.height, 0), max(content.height - area.height, 0)))
        guard offset != scrollOffset else { return false }
        scrollOffset = offset
        return true
    }

    // MARK: Pointer

    func gestureRecognizers() -> [any GestureRecognizer] {
        isEnabled ? [TextSelectionRecognizer(field: self)] : []
    }

    /// A click: focuses the field and puts the caret at the nearest character; a second click on the same spot
    /// within the multi-tap interval selects the word there.
    func tapped(at point: CGPoint, time: Double) {
        graph?.focus.focus(self)
        let offset = offset(at: point)
        if let lastTap, lastTap.offset == offset, time - lastTap.time <= GestureThresholds.multiTapInterval {
            let word = wordRange(at: offset)
            select(word.lowerBound)
            select(word.upperBound, extending: true)
            self.lastTap = nil
        } else {
            select(offset)
            lastTap = (time, offset)
        }
        graph?.inputChanged()
    }

    /// A drag in the focused field: selects from where it went down to where the pointer is, both in root
    /// coordinates, scrolling to keep the pointer's end in view.
    func dragSelect(from start: CGPoint, to end: CGPoint) {
        if selection.isEmpty || lastTap != nil {
            select(offset(at: start))
            lastTap = nil
        }
        select(offset(at: end), extending: true)
        graph?.inputChanged()
    }

    func scrollWheel(by delta: CGSize) -> Bool {
        scroll(by: delta)
    }

    // MARK: Focus

    func focusChanged(to isFocused: Bool) {
        guard isFocused != self.isFocused else { return }
        self.isFocused = isFocused
        restartBlink()
        if isFocused { revealCaret() } else if !isMultiline { scrollOffset = .zero }
        if !isFocused { commitEditedValue() }
        onEditingChanged(isFocused)
    }

    /// Writes the edited text of a field that edits a value back to the value, then shows the value as formatted
    /// again (the old value when the text did not parse), as SwiftUI does on submit or when focus leaves.
    func commitEditedValue() {
        guard let commitValue, hasUncommittedEdit else { return }
        hasUncommittedEdit = false
        commitValue(string)
        guard let shown = binding?.wrappedValue, shown != string else { return }
        string = shown
        select(string.count)
    }

    /// Shows the caret solid, then blinks it while the field has focus.
    private func restartBlink() {
        caretOpacity.set(1, animation: nil, for: self)
        guard isFocused else { return }
        caretOpacity.set(0, animation: .easeInOut(duration: Self.blinkInterval).delay(Self.blinkInterval).repeatForever(), for: self)
    }

    // MARK: Editing

    /// The moving end of the selection: where the caret is when it is one.
    var head: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

    func select(_ offset: Int, extending: Bool = false) {
        let offset = min(max(offset, 0), string.count)
        if !extending { anchor = offset }
        selection = min(anchor, offset)..<max(anchor, offset)
        goalX = nil
        restartBlink()
        revealCaret()
    }

    func replaceSelection(with text: String) {
        let range = index(selection.lowerBound)..<index(selection.upperBound)
        string.replaceSubrange(range, with: text)
        select(selection.lowerBound + text.count)
        if commitValue != nil { hasUncommittedEdit = true } else { binding?.wrappedValue = string }
    }

    func insertText(_ text: String) {
        if let markedRange { selection = markedRange }
        markedRange = nil
        replaceSelection(with: isMultiline ? text : Self.oneLine(text))
    }

    /// Text pasted into a one-line field: its line breaks become spaces.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Shows the composition in the text in place of the previous one (or the selection), with the composition's
    /// selected part selected, as UIKit's `setMarkedText(_:selectedRange:)`.
    func setMarkedText(_ text: String, selectedRange: Range<String.Index>) {
        if let markedRange { selection = markedRange }
        let start = selection.lowerBound
        replaceSelection(with: text)
        // The composition can join the character before it into one ("\r" then "\n", a joiner then an emoji), so
        // the text may have grown by fewer characters than the composition has: offsets stop at its end.
        let count = string.count
        markedRange = text.isEmpty ? nil : min(start, count)..<min(start + text.count, count)
        let lower = min(start + text.distance(from: text.startIndex, to: selectedRange.lowerBound), count)
        let upper = min(start + text.distance(from: text.startIndex, to: selectedRange.upperBound), count)
        anchor = lower
        selection = lower..<upper
    }
}

extension LayoutNode.Kind {
    /// A `TextField` node of the laid-out tree.
    public static let textField = Self("TextField")
}
