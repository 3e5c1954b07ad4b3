import SwiftUI

/// Date pickers in the compact, graphical and wheel styles, for a date, a time or both.
struct DatePickersPage: View {
    /// Friday 14 June 2024 at 9:41, so the page shows the same days wherever it runs.
    static let sampleDate = Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 14, hour: 9, minute: 41)) ?? Date()

    @State private var compact = DatePickersPage.sampleDate
    @State private var time = DatePickersPage.sampleDate
    @State private var graphical = DatePickersPage.sampleDate
    @State private var wheel = DatePickersPage.sampleDate

    var body: some View {
        Form {
            Section {
                DatePicker("Starts", selection: $compact)
                DatePicker("Alarm", selection: $time, displayedComponents: .hourAndMinute)
                DatePicker("Disabled", selection: .constant(DatePickersPage.sampleDate), displayedComponents: .date)
                    .disabled(true)
            } header: {
                Text("Compact")
            } footer: {
                Text("The date and the time in capsules; a tap opens a calendar or a time wheel.")
            }

            Section {
                DatePicker("Day", selection: $graphical, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .tint(.red)
            } header: {
                Text("Graphical")
            } footer: {
                Text("A month's calendar with the selected day circled.")
            }

            Section {
                DatePicker("Meeting", selection: $wheel)
                    .datePickerStyle(.wheel)
                    .labelsHidden()
            } header: {
                Text("Wheel")
            } footer: {
                Text("Wheels for the day, the hour and the minute.")
            }
        }
    }
}

struct DatePickersPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            DatePickersPage()
        }
    }
}
