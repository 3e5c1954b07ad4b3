/// A customisation of a `#Preview`, as DeveloperToolsSupport's `PreviewTrait`: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout` and the orientations `.portrait`, `.landscapeLeft`,
/// `.landscapeRight` and `.portraitUpsideDown`.
@MainActor
public struct PreviewTrait<T> {
    enum Value {
        case layout(PreviewLayout)
        case landscape(Bool)
    }

    let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a screen of the device it shows on (the default), as `PreviewLayout.device`.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .layout(.device)) }

    /// The preview's canvas is the size the view chooses when offered the device's width, as
    /// `PreviewLayout.sizeThatFits`.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .layout(.sizeThatFits)) }

    /// The preview's canvas is `width` × `height` points, as `PreviewLayout.fixed(width:height:)`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }

    /// The device upright (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .landscape(false)) }

    /// The device turned on its side, its top to the left: the screen is wider than tall.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .landscape(true)) }

    /// The device turned on its side, its top to the right: the screen is wider than tall.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .landscape(true)) }

    /// The device upside down; Meadow draws it as upright.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .landscape(false)) }
}
