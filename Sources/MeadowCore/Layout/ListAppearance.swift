import Foundation

/// The metrics and colours of a list style on iPhone, from swiftui-system-metrics.md §2 (iOS 17; dark mode from the system colours' dark values).
struct ListAppearance: Equatable {
    enum Style: Equatable {
        case plain, inset, grouped, insetGrouped
    }

    let style: Style

    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: self.style = .plain
        case is InsetListStyle: self.style = .inset
        case is GroupedListStyle: self.style = .grouped
        default: self.style = .insetGrouped  // automatic, insetGrouped, and sidebar on iPhone
        }
    }

    /// Whether sections stand apart on the grouped background (grouped and inset grouped).
    var isGrouped: Bool { style == .grouped || style == .insetGrouped }

    /// Behind the rows: systemGroupedBackground (#F2F2F7, black in dark mode) in the grouped styles,
    /// systemBackground (white, black in dark mode) otherwise.
    func background(in environment: EnvironmentValues) -> RGBA {
        (isGrouped ? Color.systemGroupedBackground : Color.systemBackground).resolve(in: environment)
    }

    /// A row's background: secondarySystemGroupedBackground (white, #1C1C1E in dark mode) on a grouped style's
    /// cards, systemBackground (white, black in dark mode) otherwise.
    func rowBackground(in environment: EnvironmentValues) -> RGBA {
        (isGrouped ? Color.secondarySystemGroupedBackground : Color.systemBackground).resolve(in: environment)
    }

    /// A pressed row's background: systemGray4, #D1D1D6 (§2 "Pressed row"), #3A3A3C in dark mode.
    static let pressedRowBackground = Color.systemGray4

    /// The separator between rows: a hairline of `separator`, rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6) in
    /// dark mode.
    static let separatorColor = Color.separator

    /// The disclosure chevron's colour: tertiaryLabel on the row's background, #C4C4C6 on white, and on dark
    /// mode's #1C1C1E card #5A5A5F (computed: rgba(235, 235, 245, 0.3) over it).
    static let disclosureColor = Color(light: RGBA(hex: 0xC4C4C6), dark: RGBA(hex: 0x5A5A5F))

    /// The space between a row's content and its disclosure chevron: the default spacing (§8).
    static let disclosureSpacing: CGFloat = 8

    /// How far an inset grouped section's card sits from the list's sides: the 16-point root margin of a
    /// 393-point iPhone (§2 "Card side inset").
    var cardInset: CGFloat { style == .insetGrouped ? 16 : 0 }

    /// The corner radius of an inset grouped section's card: 10 (§2 "Card corner radius").
    var cornerRadius: CGFloat { style == .insetGrouped ? 10 : 0 }

    /// A row's content insets in its cell unless `listRowInsets` sets others: 16 on the sides inside an inset
    /// grouped card, 20 from the screen's edge otherwise (§2 "Row content leading inset", 16–20); 11 above and
    /// below text (§2 "Row vertical padding": 44 = 11 + 22 + 11 for a body line), so that a row of two lines of
    /// text grows by its text and that padding. A row that holds more than text (an image, a switch, a shape)
    /// keeps `compactRowInset` instead (`ListRowNode.verticalInsets`).
    var defaultRowInsets: EdgeInsets {
        let side: CGFloat = style == .insetGrouped ? 16 : 20
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The inset above and below a row's content when it holds more than text: 6, so that a 31-point switch row
    /// comes out at the 44-point minimum row height, as iOS's Settings rows do, and a row of a 50-point image (the
    /// Landmarks list's) at 62 (estimate: the rule iOS applies is not published).
    static let compactRowInset: CGFloat = 6

    /// The space above a section: 22 above the first (§2 "Top margin above first section"), 16 above the others
    /// (the header's top margin, §2 "Header margins") in the grouped styles; none in the others.
    func spaceAbove(section index: Int) -> CGFloat {
        guard isGrouped else { return 0 }
        return index == 0 ? 22 : 16
    }

    /// The space below a section: the card's 10-point bottom margin in the grouped styles (§2 "Section spacing").
    var spaceBelowSection: CGFloat { isGrouped ? 10 : 0 }

    /// The space between a header and its rows: 6 in the grouped styles (§2 "Header margins"); none in the
    /// others, whose headers pad themselves (`headerInsets`).
    var headerSpacing: CGFloat { isGrouped ? 6 : 0 }

    /// The insets of a header's text in its cell: the rows' side insets, and in the styles that are not grouped 8
    /// above and below, inside the header's background so that a pinned header covers the rows under it
    /// (estimate: plain headers' style is not measured).
    var headerInsets: EdgeInsets {
        let side = defaultRowInsets.leading
        let vertical: CGFloat = isGrouped ? 0 : 8
        return EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }

    /// Whether a section's header stays at the top of the list while its rows scroll under it: in the plain style
    /// (§2 "plain: headers pin while scrolling").
    var pinsHeaders: Bool { style == .plain }

    /// The space between the rows and their footer: 6 in the grouped styles, 8 above and below otherwise
    /// (estimates beside §2 "Footer margins").
    var footerSpacing: (above: CGFloat, below: CGFloat) { isGrouped ? (6, 0) : (8, 8) }

    /// The environment of section headers and footers: footnote text in the secondary label colour, headers
    /// uppercase (§2 "Section header": uppercase before iOS 26); with `headerProminence(.increased)` a header is
    /// bold title 3 in the primary colour, as it is written (iOS 15's prominent header).
    func headerEnvironment(_ environment: inout EnvironmentValues, isHeader: Bool) {
        if isHeader, environment.headerProminence == .increased {
            environment.font = Font.title3.bold()
            environment.foregroundColor = .primary
            return
        }
        environment.font = .footnote
        environment.foregroundColor = .secondary
        if isHeader { environment.textCase = .uppercase }
    }
}
