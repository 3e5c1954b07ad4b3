/// Whether a layout's views are the targets a view-aligned scroll settles on (`scrollTargetLayout()`).
enum ScrollTargetLayoutTraitKey: ViewTraitKey {
    static let defaultValue = false
}

extension View {
    /// Makes each view of this layout container a place a `.viewAligned` scroll view settles on, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ViewTraitModifier<ScrollTargetLayoutTraitKey>(value: isEnabled))
    }
}
