/// A `TextField` is a text field labelled with its title (the placeholder) whose value is its text; a
/// `SecureField` a secure text field whose value is its dots, with its caret where the selection's moving end is.
/// Its text can be replaced, as typing over it all, and its selection moved, as Shift and the arrows move it.
extension TextFieldNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        var automatic = AutomaticAccessibility(role: isSecure ? .secureTextField : .textField, label: placeholder, value: shownString)
        automatic.caretOffset = head
        automatic.selectedTextRange = selection
        automatic.textSelection = { [weak self] anchor, head in
            self?.select(anchor)
            self?.select(head, extending: true)
            self?.graph?.noteChangeFromOutside()
        }
        automatic.textReplacement = { [weak self] text in
            guard let self else { return }
            select(0)
            select(string.count, extending: true)
            insertText(text)
        }
        return automatic
    }
}
