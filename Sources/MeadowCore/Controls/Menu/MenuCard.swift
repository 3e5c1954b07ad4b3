import Foundation

/// A menu as iOS draws it (`UIMenu` from a button, iOS 16 and later look): a 250-point-wide rounded panel
/// (corner radius 13) in a light grey standing for iOS's blurred material, with a large soft shadow, listing its entries in
/// 17-point rows at least 44 tall: hairlines between buttons, an 8-point band of darker grey between sections and
/// at dividers, a section's header in 13-point grey. A row shows its title leading and a label's icon trailing, in
/// red for a destructive button; a picker's rows keep a leading column for the selected one's checkmark. A nested
/// menu's row has a `chevron.right`; choosing it shows its entries in place, under its title with a
/// `chevron.down` that goes back. A palette-style picker is one row of its options' icons (`MenuPalette`).
struct MenuCard: View {
    let items: [MenuItem]
    let dismisser: PresentationDismisser
    /// The nested menus opened, outermost first, by their index among their menu's entries.
    @State private var openPath: [Int] = []
    @Environment(\.displayScale) private var displayScale

    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let sectionGap: CGFloat = 8
    /// The panel: iOS's blurred light material, which hides what is behind it, as a nearly opaque grey.
    static let background = Color(light: RGBA(hex: 0xF2F2F2, alpha: 0.98), dark: RGBA(hex: 0x252525, alpha: 0.98))
    /// The band between sections: black at 8 % over the panel (white at 10 % in dark mode).
    static let sectionGapColor = Color(light: RGBA(hex: 0x000000, alpha: 0.08), dark: RGBA(hex: 0x000000, alpha: 0.3))

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                view(for: line)
            }
        }
        .frame(width: Self.width)
        .background(Self.background)
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        .shadow(color: Color.black.opacity(0.16), radius: 24, x: 0, y: 8)
    }

    /// One line of the card.
    private enum Line {
        case row(MenuRow)
        case header(AnyView)
        case palette([MenuItem.Action])
        case hairline
        case sectionGap
    }

    /// The lines of the open menu: its entries, preceded by the title rows of the nested menus opened.
    private var lines: [Line] {
        var entries = items
        var lines: [Line] = []
        for (depth, index) in openPath.enumerated() {
            guard case .submenu(let label, let nested)? = Self.leaves(of: entries).dropFirst(index).first else { break }
            if depth > 0 { lines.append(.hairline) }
            let back = Array(openPath.prefix(depth))
            lines.append(.row(MenuRow(title: label, role: nil, checkmark: nil, trailingSymbol: "chevron.down", isTitle: true) {
                openPath = back
            }))
            entries = nested
        }
        let groups = Self.groups(of: entries)
        for (number, group) in groups.enumerated() {
            if number > 0 {
                lines.append(.sectionGap)
            } else if !openPath.isEmpty {
                lines.append(.hairline)
            }
            if let header = group.header { lines.append(.header(header)) }
            let picks = group.items.contains { if case .action(let action) = $0 { action.isSelected != nil } else { false } }
            for (position, item) in group.items.enumerated() {
                if position > 0 { lines.append(.hairline) }
                if case .palette(let options) = item {
                    lines.append(.palette(options))
                } else {
                    lines.append(.row(row(for: item, at: group.firstIndex + position, reservingCheckmark: picks)))
                }
            }
        }
        return lines
    }

    private func row(for item: MenuItem, at index: Int, reservingCheckmark: Bool) -> MenuRow {
        switch item {
        case .action(let action):
            return MenuRow(
                title: action.label, role: action.role, checkmark: reservingCheckmark ? action.isSelected ?? false : nil,
                trailingSymbol: nil, isTitle: false
            ) {
                dismisser.dismiss()
                action.action()
            }
        case .submenu(let label, _):
            let path = openPath + [index]
            return MenuRow(title: label, role: nil, checkmark: nil, trailingSymbol: "chevron.right", isTitle: false) {
                openPath = path
            }
        case .section, .divider, .palette:
            preconditionFailure("a menu's rows are its buttons and nested menus; palettes are lines of their own")
        }
    }

    @ViewBuilder private func view(for line: Line) -> some View {
        switch line {
        case .row(let row): row
        case .palette(let options): MenuPalette(options: options, dismisser: dismisser)
        case .header(let header):
            header
                .font(.system(size: 13))
                .foregroundColor(.secondary)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.top, 10)
                .padding(.bottom, 6)
        case .hairline:
            Color.separator.frame(height: 1 / displayScale)
        case .sectionGap:
            Self.sectionGapColor.frame(height: Self.sectionGap)
        }
    }

    /// A menu's buttons, nested menus and palettes in the order they show: each group is a section's, or the run
    /// between dividers and sections. `firstIndex` counts the group's first entry among all of them.
    private static func groups(of items: [MenuItem]) -> [(header: AnyView?, items: [MenuItem], firstIndex: Int)] {
        var groups: [(header: AnyView?, items: [MenuItem], firstIndex: Int)] = []
        var run: [MenuItem] = []
        var count = 0
        func endRun() {
            if !run.isEmpty { groups.append((nil, run, count - run.count)) }
            run = []
        }
        for item in items {
            switch item {
            case .action, .submenu, .palette:
                run.append(item)
                count += 1
            case .divider:
                endRun()
            case .section(let header, let nested):
                endRun()
                let leaves = Self.leaves(of: nested)
                groups.append((header, leaves, count))
                count += leaves.count
            }
        }
        endRun()
        return groups
    }

    /// The buttons, nested menus and palettes of `items`, sections' included, in order.
    private static func leaves(of items: [MenuItem]) -> [MenuItem] {
        items.flatMap { item -> [MenuItem] in
            switch item {
            case .action, .submenu, .palette: [item]
            case .section(_, let nested): leaves(of: nested)
            case .divider: []
            }
        }
    }
}
