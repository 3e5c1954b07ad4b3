import Foundation

/// One row of a menu: its title leading in 17-point text (semibold for an open nested menu's title), a label's
/// icon or `trailingSymbol` trailing, all in the label colour or red for a destructive button; with a checkmark
/// column before the title when `checkmark` is not nil. The row greys while pressed, as `UIMenu`'s rows highlight.
struct MenuRow: View {
    let title: AnyView
    let role: ButtonRole?
    /// Whether the row's checkmark shows; nil when the row has no checkmark column.
    let checkmark: Bool?
    let trailingSymbol: String?
    let isTitle: Bool
    let action: () -> Void

    static let inset: CGFloat = 16
    /// The checkmark column's width, the title starting 4 points after it.
    static let checkmarkWidth: CGFloat = 20

    var body: some View {
        Button(action: action) {
            HStack(spacing: 0) {
                if let checkmark {
                    Image(systemName: "checkmark")
                        .font(.system(size: 15, weight: .semibold))
                        .opacity(checkmark ? 1 : 0)
                        .frame(width: Self.checkmarkWidth, alignment: .leading)
                        .padding(.trailing, 4)
                }
                title.labelStyle(MenuRowLabelStyle())
                if let trailingSymbol {
                    Spacer(minLength: 8)
                    Image(systemName: trailingSymbol).font(.system(size: 15, weight: .semibold))
                }
            }
            .font(.system(size: 17, weight: isTitle ? .semibold : .regular))
            .foregroundColor(role == .destructive ? .red : .primary)
            .lineLimit(1)
        }
        .buttonStyle(MenuRowStyle())
    }
}

/// A label in a menu row: the title leading and the icon trailing, as iOS lists a menu's actions.
private struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title
            Spacer(minLength: 0)
            configuration.icon
        }
    }
}

/// A menu row's frame: the whole width, at least 44 tall, 16 points inside its sides, grey while pressed.
private struct MenuRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, minHeight: MenuCard.rowHeight, alignment: .leading)
            .padding(.horizontal, MenuRow.inset)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? AlertPanel.highlight : Color.clear)
    }
}
