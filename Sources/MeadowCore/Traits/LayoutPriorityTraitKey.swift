/// The priority a stack offers the view space in (§1.3); 0 by default. A trait, as in SwiftUI: it changes no
/// layout of the view itself, so it adds no node; the view's container reads it (`LayoutSubview.priority`).
enum LayoutPriorityTraitKey: ViewTraitKey {
    static let defaultValue: Double = 0
}

extension View {
    /// Ranks the view for space in its stack: higher priorities are offered space first (§1.3).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(ViewTraitModifier<LayoutPriorityTraitKey>(value: value))
    }
}
