/// How a `Menu` draws the button that opens it, as SwiftUI's `MenuStyle`.
public protocol MenuStyle {}

/// The platform's menu style, as SwiftUI's `DefaultMenuStyle`: on iOS, the label as a borderless button.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// The label as a borderless button in the accent colour, as SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The borderless button style.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how menus in this view draw their button, as SwiftUI's `menuStyle(_:)`; both built-in iOS styles draw
    /// the label as a borderless button, which Meadow's menus always do.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self
    }
}
