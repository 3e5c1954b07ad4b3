import Foundation

/// A level of the foreground's hierarchy, as SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`,
/// `.tertiary`, `.quaternary`, `.quinary`.
///
/// With no foreground style set they are iOS's label colours (swiftui-system-metrics.md §8): `label` #000000,
/// `secondaryLabel` rgba(60,60,67,0.60), `tertiaryLabel` rgba(60,60,67,0.30), `quaternaryLabel`
/// rgba(60,60,67,0.18), and black at 5 % for quinary. Under a foreground colour, the levels below primary are that
/// colour at the same opacities; a button's tint is not one (CategoryItem's `.foregroundStyle(.primary)` caption is
/// black inside its link).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level below primary.
    private static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.05]

    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        let opacity = Self.opacities[level]
        if let foreground = environment.foregroundColor, !environment.foregroundIsTint {
            var rgba = foreground.resolve(in: environment)
            rgba.alpha *= opacity
            return rgba
        }
        switch level {
        case 0: return RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        case 4: return RGBA(red: 0, green: 0, blue: 0, alpha: opacity)
        default: return RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: opacity)
        }
    }
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
