/// The platform's list style, as SwiftUI's `DefaultListStyle`: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
