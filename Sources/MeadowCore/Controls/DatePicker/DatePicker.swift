import Foundation

/// A control for choosing a date, a time or both, as SwiftUI's `DatePicker` on iOS.
///
/// The `datePickerStyle` around it says how it shows: by default compact (`CompactDatePicker`: the label leading,
/// grey capsules of the formatted date and time trailing, the date's opening the month calendar), graphical
/// (`CalendarView`: the month calendar in place) or wheel (`WheelDatePicker`: wheels of the date's parts). Dates
/// are read in the environment's calendar, time zone and locale; a choice outside `range` cannot be made.
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: Components
    @Environment(\.datePickerStyle) private var style

    /// A picker of `selection`'s `displayedComponents`, described by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: label())
    }

    /// A picker of a date within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// A picker of a date from `range`'s lower bound on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents,
            label: label())
    }

    /// A picker of a date up to `range`'s upper bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents,
            label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    public var body: some View {
        switch style {
        case .graphical: CalendarView(selection: selection, range: range, components: components)
        case .wheel: WheelDatePicker(title: (label as? Text)?.plainString ?? "", selection: selection, range: range, components: components)
        case .compact: CompactDatePicker(label: label, selection: selection, range: range, components: components)
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with the localised string of `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with the localised string of `titleKey`, of a date within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled with the localised string of `titleKey`, of a date from `range`'s lower bound on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents,
            label: Text(titleKey))
    }

    /// A picker titled with the localised string of `titleKey`, of a date up to `range`'s upper bound.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents,
            label: Text(titleKey))
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(title))
    }

    /// A picker titled `title`, of a date within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    /// A picker titled `title`, of a date from `range`'s lower bound on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents,
            label: Text(title))
    }

    /// A picker titled `title`, of a date up to `range`'s upper bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents,
            label: Text(title))
    }
}
