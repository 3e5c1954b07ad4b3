import Foundation
import MeadowCore

/// A visual effect, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's `UIBlurEffect`: the system materials.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material of the blur, as UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint the material lays over what it blurs, light or dark.
    var tint: Color {
        let name = String(describing: style)
        let dark = name.hasSuffix("Dark") || style == .dark
        let opacity: Double =
            name.contains("UltraThin") ? 0.45 : name.contains("Thin") ? 0.6 : name.contains("Thick") || name.contains("Chrome") ? 0.85 : 0.75
        return dark
            ? Color(.sRGB, red: 0.11, green: 0.11, blue: 0.12, opacity: opacity)
            : Color(.sRGB, red: 0.97, green: 0.97, blue: 0.98, opacity: opacity)
    }
}

/// A view applying a visual effect to what is behind it, as UIKit's `UIVisualEffectView`: a blur shows as a
/// translucent layer of the material's tint (Meadow's representables cannot blur what lies behind them), with the
/// `contentView`'s subviews over it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// The view to add subviews to.
    public let contentView = UIView(frame: .zero)

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        let tint = (effect as? UIBlurEffect)?.tint ?? Color.clear
        return AnyView(ZStack(alignment: .topLeading) { tint; contentView.subviewStack })
    }
}
