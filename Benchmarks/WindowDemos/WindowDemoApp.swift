import Meadow

/// `MeadowBench --window-demo NAME [--stats]`: one family of controls on its own screen in a window, for the window
/// scripts (`scripts/window-frames/controls-*.sh`) to drive where no app of the project uses it: `sheet`, `alert`,
/// `menu-picker` or `canvas-timeline`.
struct WindowDemoApp: App, CommandLineApp {
    enum Demo: String, CaseIterable {
        case sheet, alert, menuPicker = "menu-picker", canvasTimeline = "canvas-timeline"
    }

    struct UnknownDemo: Error, CustomStringConvertible {
        let description: String
    }

    let demo: Demo

    init() {
        demo = .sheet
    }

    init(arguments: [String]) throws {
        guard arguments.count == 2, arguments[0] == "--window-demo", let demo = Demo(rawValue: arguments[1]) else {
            let names = Demo.allCases.map(\.rawValue).joined(separator: ", ")
            throw UnknownDemo(description: "--window-demo takes one of \(names)")
        }
        self.demo = demo
    }

    var body: some Scene {
        WindowGroup {
            switch demo {
            case .sheet: SheetDemo()
            case .alert: AlertDemo()
            case .menuPicker: MenuPickerDemo()
            case .canvasTimeline: CanvasTimelineDemo()
            }
        }
    }
}
