import Foundation

/// A wheel of rows, one of them chosen, as iOS's `UIPickerView` (iOS 14 and later look) shows a wheel picker's and
/// a wheel date picker's columns.
///
/// The wheel is 216 points tall and as wide as it is offered. Its rows, 32 points tall in 21-point text, sit on a
/// cylinder whose diameter is 1.07 times the wheel's height (`WheelCylinder`); the chosen row faces the middle,
/// over the selection band: a rounded rectangle (corner radius 8) in iOS's tertiary system fill, unless the wheel
/// is a column of a wider picker that draws the band across all its columns.
///
/// A vertical drag turns the wheel with the finger; on release it coasts as far as the drag's predicted end (the
/// scroll view deceleration of `DragGesture`) and settles on the nearest row, which becomes the choice. A tap on a
/// row turns it to the middle; the mouse wheel turns it a row per 32 points of scroll; with the wheel focused the
/// up and down arrow keys choose the row above or below.
///
/// A screen reader reads it as one adjustable picker wheel named by `label` and valued with its chosen row
/// ("Flavor, Vanilla, adjustable"), its row's index its number; adjusting it turns it a row, as VoiceOver's
/// swipes turn a `UIPickerView`'s column.
struct Wheel: View {
    let count: Int
    let selectedIndex: Int
    var alignment: Alignment = .center
    var rowInset: CGFloat = 16
    var showsBand = true
    /// What names the wheel to a screen reader (a picker's label, a date wheel's part); not drawn.
    var label: AnyView = AnyView(EmptyView())
    /// The row at an index, made only while it shows.
    let row: (Int) -> AnyView
    let select: (Int) -> Void
    /// Where the wheel is while a finger turns it, in rows.
    @State private var dragPosition: Double?
    /// Where the wheel was when the finger went down.
    @State private var dragStart: Double?
    /// Scroll not yet a whole row, carried to the next wheel event.
    @State private var scrollRemainder: CGFloat = 0

    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    static let radius: CGFloat = height * 1.07 / 2
    static let fontSize: CGFloat = 21
    static let rowInset: CGFloat = 16
    /// How a turn of `rows` rows settles: easing out, longer for a longer coast (0.25 seconds and a tenth of a
    /// second per square root of a row, at most 1.2 seconds).
    static func settling(rows: Double) -> Animation {
        .easeOut(duration: min(0.25 + 0.1 * abs(rows).squareRoot(), 1.2))
    }

    var body: some View {
        Color.clear
            .modifier(
                WheelCylinder(
                    position: dragPosition ?? Double(selectedIndex), count: count, alignment: alignment,
                    inset: rowInset, row: row, select: { choose($0) }))
            .frame(height: Self.height)
            .background {
                if showsBand { WheelBand() }
            }
            .clipped()
            // The rows on the cylinder are not read; the chosen one is, as the wheel's value.
            .accessibilityHidden(true)
            .overlay {
                if (0..<count).contains(selectedIndex) {
                    row(selectedIndex).opacity(0).allowsHitTesting(false)
                        .accessibilityElement(children: .combine)
                        .accessibilityAttributes { $0.isValueOfCombined = true }
                }
            }
            .accessibilityLabelView(label)
            .contentShape(Rectangle())
            .gesture(drag)
            .modifier(ScrollWheelModifier { delta in turn(byScrolling: delta.height) })
            .focusable()
            .onKeyPress(.upArrow) { step(-1) }
            .onKeyPress(.downArrow) { step(1) }
            .accessibilityElement(children: .combine)
            .accessibilityRole(.pickerWheel)
            .accessibilityAttributes { [selectedIndex, count] in
                $0.setIfUnset(
                    \.numericValue,
                    AccessibilityNumericValue(current: Double(selectedIndex), minimum: 0, maximum: Double(max(count - 1, 0)), step: 1))
            }
            .accessibilityAdjustableAction { direction in _ = step(direction == .increment ? 1 : -1) }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 4)
            .onChanged { value in
                let start = dragStart ?? dragPosition ?? Double(selectedIndex)
                dragStart = start
                dragPosition = clamped(start - Double(value.translation.height / Self.rowHeight))
            }
            .onEnded { value in
                let start = dragStart ?? Double(selectedIndex)
                let end = start - Double(value.predictedEndTranslation.height / Self.rowHeight)
                dragStart = nil
                choose(Int(clamped(end).rounded()))
            }
    }

    private func clamped(_ position: Double) -> Double {
        min(max(position, 0), Double(max(count - 1, 0)))
    }

    /// Settles the wheel on row `index` and chooses it.
    private func choose(_ index: Int) {
        guard count > 0 else { return }
        let index = min(max(index, 0), count - 1)
        let from = dragPosition ?? Double(selectedIndex)
        withAnimation(Self.settling(rows: Double(index) - from)) {
            dragPosition = nil
            if index != selectedIndex { select(index) }
        }
    }

    private func step(_ rows: Int) -> KeyPress.Result {
        let target = selectedIndex + rows
        guard (0..<count).contains(target) else { return .ignored }
        choose(target)
        return .handled
    }

    private func turn(byScrolling delta: CGFloat) {
        // Scroll the other way starts afresh.
        let total = (scrollRemainder * delta < 0 ? 0 : scrollRemainder) + delta
        let rows = Int((total / Self.rowHeight).rounded(.towardZero))
        scrollRemainder = total - CGFloat(rows) * Self.rowHeight
        if rows != 0 { choose(selectedIndex + rows) }
    }
}

/// The band behind a wheel's chosen row: a rounded rectangle in iOS's tertiary system fill, as tall as a row and
/// 8 points in from the wheel's sides.
struct WheelBand: View {
    static let fill = Color(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24))

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Self.fill)
            .frame(height: Wheel.rowHeight)
            .padding(.horizontal, 8)
    }
}
