/// A `TextField` is a text field labelled with its title (the placeholder) whose value is its text; a
/// `SecureField` a secure text field whose value is its dots.
extension TextFieldNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        AutomaticAccessibility(role: isSecure ? .secureTextField : .textField, label: placeholder, value: shownString)
    }
}
