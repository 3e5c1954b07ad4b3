/// The priority a stack offers the view space in (§1.3); 0 by default.
enum LayoutPriorityTraitKey: ViewTraitKey {
    static let defaultValue: Double = 0
}
