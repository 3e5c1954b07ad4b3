import Foundation

/// A date picker in the compact style, as iOS draws it: the label leading and, trailing, a grey capsule of the date
/// (`DateCapsule`) and one of the time, 8 points apart, for the components shown. Tapping either opens the month
/// calendar (`CalendarView`) on a white rounded card (corner radius 13, with a soft shadow) 340 points wide in the
/// middle of the screen over a faint dimming, as iOS shows it in a popover; a tap outside the card, or Escape,
/// closes it. Inside `disabled(true)` the label and the capsules' text are in the tertiary label colour and a tap
/// opens nothing, as iOS's disabled compact picker.
struct CompactDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    @State private var isOpen = false
    @Environment(\.localCalendar) private var calendar

    static var cardWidth: CGFloat { 340 }

    var body: some View {
        HStack(spacing: 8) {
            label.dimmedWhenDisabled()
            Spacer()
            if components.contains(.date) {
                capsule(DateFormatting.date(selection.wrappedValue, in: calendar))
            }
            if components.contains(.hourAndMinute) {
                capsule(DateFormatting.time(selection.wrappedValue, in: calendar))
            }
        }
        .modifier(
            PresentationModifier(isPresented: isOpen, dismiss: { isOpen = false }) { dismisser in
                PresentedContent(
                    backdrop: Color.black.opacity(0.1)
                        .contentShape(Rectangle())
                        .onTapGesture { dismisser.dismiss() }
                        .transition(.opacity),
                    panel: card.transition(.opacity),
                    animation: .easeOut(duration: 0.25),
                    cancel: { dismisser.dismiss() })
            })
    }

    private func capsule(_ text: String) -> some View {
        // VoiceOver reads each capsule as a button that opens the calendar ("Jun 14, 2024, button"); a disabled
        // picker takes neither the tap (GestureNode) nor the action (AccessibilityNode).
        DateCapsule(text: text, isActive: isOpen)
            .onTapGesture { isOpen = true }
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { isOpen = true }
    }

    private var card: some View {
        CalendarView(selection: selection, range: range, components: components)
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
            .frame(width: Self.cardWidth)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E))))
            .shadow(color: Color.black.opacity(0.16), radius: 24, x: 0, y: 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
