import SwiftUI

/// A family of controls with a page of its own in the catalogue: its title, and the symbol and colour of its icon.
enum Family: String, CaseIterable, Identifiable, Hashable {
    case buttons
    case toggles
    case slidersAndSteppers
    case pickers
    case datePickers
    case textInput
    case progress
    case menus
    case lists
    case presentations
    case navigation
    case shapes
    case materials
    case animation

    var id: Self { self }

    var title: String {
        switch self {
        case .buttons: "Buttons"
        case .toggles: "Toggles"
        case .slidersAndSteppers: "Sliders & Steppers"
        case .pickers: "Pickers"
        case .datePickers: "Date Pickers"
        case .textInput: "Text Input"
        case .progress: "Progress & Gauge"
        case .menus: "Menus"
        case .lists: "Lists & Forms"
        case .presentations: "Presentations"
        case .navigation: "Navigation & Toolbars"
        case .shapes: "Shapes & Canvas"
        case .materials: "Materials"
        case .animation: "Animation"
        }
    }

    var systemImage: String {
        switch self {
        case .buttons: "plus.circle.fill"
        case .toggles: "checkmark.circle.fill"
        case .slidersAndSteppers: "slider.horizontal.3"
        case .pickers: "list.bullet"
        case .datePickers: "calendar"
        case .textInput: "pencil"
        case .progress: "chart.pie"
        case .menus: "ellipsis.circle.fill"
        case .lists: "line.3.horizontal"
        case .presentations: "macwindow"
        case .navigation: "arrow.right"
        case .shapes: "triangle"
        case .materials: "circle.grid.2x2"
        case .animation: "play.fill"
        }
    }

    var color: Color {
        switch self {
        case .buttons: .blue
        case .toggles: .green
        case .slidersAndSteppers: .orange
        case .pickers: .purple
        case .datePickers: .red
        case .textInput: .gray
        case .progress: .teal
        case .menus: .indigo
        case .lists: .blue
        case .presentations: .pink
        case .navigation: .cyan
        case .shapes: .yellow
        case .materials: .mint
        case .animation: .orange
        }
    }

}
