import Foundation

/// The shape of a bordered button's platter, as SwiftUI's `ButtonBorderShape` (an `InsettableShape` since iOS 17),
/// set with `buttonBorderShape(_:)`: it shapes `.bordered` and `.borderedProminent` buttons.
///
/// On iOS 17 `.automatic` is a rounded rectangle whose radius grows with the control size, as `.roundedRectangle`
/// is; drawn by itself (outside a button), either uses the regular size's radius.
public struct ButtonBorderShape: InsettableShape, Equatable {
    enum Kind: Equatable {
        case automatic
        case capsule
        case circle
        /// A rounded rectangle of the given radius; nil for the control size's.
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    /// How far the shape is drawn inside its rect.
    var insetAmount: CGFloat = 0

    /// The shape the system picks: on iOS 17 a rounded rectangle sized with the control.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: ends rounded by half the button's height.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle, iOS 17's: the button is as wide as it is tall.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// This shape with the automatic radius, or the automatic shape, made concrete for a control size.
    func resolved(for size: ControlSize) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            ButtonBorderShape(kind: .roundedRectangle(radius: BorderedButtonMetrics(size).cornerRadius), insetAmount: insetAmount)
        case .capsule, .circle, .roundedRectangle:
            self
        }
    }

    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.shapeInset(by: insetAmount) else { return Path() }
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            return resolved(for: .regular).path(in: rect)
        case .roundedRectangle(let radius?):
            return Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        case .capsule:
            return Capsule(style: .continuous).path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: kind, insetAmount: insetAmount + amount)
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of a bordered button, as SwiftUI's iOS 17 `Shape.buttonBorder` (`.clipShape(.buttonBorder)`): the
    /// automatic shape, a rounded rectangle with a regular control's corner radius. SwiftUI defers to a
    /// `buttonBorderShape` set around the view; this one does not read it.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The shape of bordered buttons in this environment, as `buttonBorderShape(_:)` sets it.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons in this view, as SwiftUI's `buttonBorderShape(_:)`: it shapes the
    /// platter of `.bordered` and `.borderedProminent` buttons and changes nothing else.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
