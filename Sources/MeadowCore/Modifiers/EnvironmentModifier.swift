import Combine
import Foundation
import Observation

/// Changes the environment of the view it modifies; the view's node is the modified view's own.
struct EnvironmentModifier: ViewModifier, NodeUpdatingModifier {
    let update: (inout EnvironmentValues) -> Void

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        context.with(update).buildUnchecked(content, reusing: node)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment of this view and its descendants, where
    /// `@Environment(T.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0[object: T.self] = object })
    }

    /// Puts an `ObservableObject` in the environment of this view and its descendants, where
    /// `@EnvironmentObject` reads it, as SwiftUI's `environmentObject(_:)`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[object: T.self] = object })
    }

    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the colour of text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the style of text, symbols and shapes in this view, as SwiftUI's `foregroundStyle(_:)`: a colour, a
    /// hierarchical level (`.secondary`) resolved against the foreground around it, or a gradient, which fills
    /// text's glyphs across the text's bounds as on iOS (its first colour paints symbols).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentModifier {
                let color = Color(style.resolveColor(in: $0))
                $0.foregroundColor = color
                $0[ForegroundGradientKey.self] = (style as? any GradientShapeStyle).map {
                    ForegroundGradient(style: $0, color: color)
                }
            })
    }

    /// Sets the accent of controls in this view (buttons, the selected tab, the caret), as SwiftUI's `tint(_:)`;
    /// `Color.accentColor` resolves to it.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the accent of controls in this view, as SwiftUI's older `accentColor(_:)` (deprecated in iOS 17 for
    /// `tint(_:)`, which it matches).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Limits text in this view to `number` lines (`nil`: no limit), replacing a limit set further out and the
    /// space it reserved (`lineLimit(_:reservesSpace:)`), as SwiftUI's line limit is one setting.
    public func lineLimit(_ number: Int?) -> some View {
        lineLimit(reserving: nil, upTo: number)
    }

    /// Lets text in this view shrink down to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
    }

    /// Spaces the lines of text in this view `lineSpacing` points further apart, as SwiftUI does: between lines
    /// only, so a one-line text keeps its height.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
