import Foundation

/// A palette-style picker's row in a menu, as iOS 17 draws it: the options' icons side by side in equal cells
/// (a `Label` shows its icon alone) 44 points tall, 16 points in from the card's sides; the selected option sits
/// on a rounded rectangle (corner radius 8) of iOS's tertiary system fill. Choosing an option closes the menu and
/// selects it.
struct MenuPalette: View {
    let options: [MenuItem.Action]
    let dismisser: PresentationDismisser

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                option.label
                    .labelStyle(.iconOnly)
                    .font(.system(size: 17))
                    .foregroundColor(.primary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: 36)
                    .background {
                        if option.isSelected == true { RoundedRectangle(cornerRadius: 8).fill(WheelBand.fill) }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        dismisser.dismiss()
                        option.action()
                    }
                    .accessibilityAddTraits(option.isSelected == true ? [.isButton, .isSelected] : .isButton)
            }
        }
        .frame(minHeight: MenuCard.rowHeight)
        .padding(.horizontal, MenuRow.inset)
    }
}
