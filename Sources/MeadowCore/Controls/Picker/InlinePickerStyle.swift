/// The options shown in place, as SwiftUI's `InlinePickerStyle`: rows with a checkmark in a list, a wheel elsewhere.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}

    var presentation: PickerPresentation { .inline }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The inline style.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
