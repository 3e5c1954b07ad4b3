/// The order a menu lists its items in, as SwiftUI's `MenuOrder`. Meadow's menus open downward where there is
/// room and always list items in the order given, which is what each order asks for then.
public struct MenuOrder: Equatable, Sendable {
    private let name: String

    /// The platform's order: on iOS, the first item nearest the button.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the button, whichever way the menu opens.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom in the order given.
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Sets the order menus in this view list their items in, as SwiftUI's `menuOrder(_:)`; every order lists
    /// them as given in a menu opening downward, as Meadow's do where there is room.
    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }
}
