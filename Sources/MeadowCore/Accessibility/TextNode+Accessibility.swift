/// A `Text` is static text labelled with its string, as SwiftUI's.
extension TextNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        AutomaticAccessibility(role: .staticText, label: text ?? "", traits: .isStaticText)
    }
}
