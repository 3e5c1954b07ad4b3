/// An `Image` is an image labelled with its asset's name or its symbol's spoken name, as SwiftUI's;
/// `Image(decorative:)` is no element at all.
extension ImageNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        guard let spokenLabel else { return AutomaticAccessibility(role: .image, isHidden: true) }
        return AutomaticAccessibility(role: .image, label: spokenLabel, traits: .isImage)
    }
}
