import Foundation

/// A level of the foreground's hierarchy, as SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`,
/// `.tertiary`, `.quaternary`, `.quinary`.
///
/// With no foreground style set they are iOS's label colours (swiftui-system-metrics.md §8): `label` #000000,
/// `secondaryLabel` rgba(60,60,67,0.60), `tertiaryLabel` rgba(60,60,67,0.30), `quaternaryLabel`
/// rgba(60,60,67,0.18), and black at 5 % for quinary; in dark mode white, and rgba(235,235,245) at the same
/// opacities ([NG]), and white at 5 %; with `colorSchemeContrast` increased, the opacities iOS's Increase Contrast
/// gives them (`Color.secondary`, `Color.tertiaryLabel`, …). Under a foreground colour, the levels below primary are that
/// colour at the same opacities; a button's tint is not one (CategoryItem's `.foregroundStyle(.primary)` caption is
/// black inside its link). Under `foregroundStyle(_:_:)` or `(_:_:_:)`, `.secondary` and `.tertiary` are the
/// styles given for them.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level below primary.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.05]

    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        let opacity = Self.opacities[level]
        // The styles `foregroundStyle(_:_:)` and `(_:_:_:)` set for the levels below primary; past the last,
        // that style at the level's opacity.
        let levels = environment.foregroundLevels
        if level > 0, let last = levels.last {
            if level <= levels.count { return levels[level - 1].resolve(in: environment) }
            var rgba = last.resolve(in: environment)
            rgba.alpha *= opacity
            return rgba
        }
        if let foreground = environment.foregroundColor, !environment.foregroundIsTint {
            var rgba = foreground.resolve(in: environment)
            rgba.alpha *= opacity
            return rgba
        }
        return Self.labels[level].resolve(in: environment)
    }

    /// iOS's label colours, one for each level, which take their increased-contrast values under Increase Contrast.
    private static let labels: [Color] = [.primary, .secondary, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground: the label colour.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground: the secondary label colour.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground: the tertiary label colour.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground: the quaternary label colour.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The quinary level of the foreground.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
