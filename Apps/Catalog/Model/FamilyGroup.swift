/// A heading of the catalogue's home list and the families under it.
struct FamilyGroup: Identifiable {
    let title: String
    let families: [Family]

    var id: String { title }

    /// The home list's groups, in order.
    static let all = [
        FamilyGroup(
            title: "Controls",
            families: [.buttons, .toggles, .slidersAndSteppers, .pickers, .datePickers, .textInput, .progress, .menus]),
        FamilyGroup(title: "Containers", families: [.lists, .presentations, .navigation]),
        FamilyGroup(title: "Graphics", families: [.shapes, .materials, .animation]),
    ]
}
