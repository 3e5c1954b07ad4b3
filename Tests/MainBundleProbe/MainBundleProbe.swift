import SwiftUI

/// An app as an iOS developer writes it: `@main`, a JSON resource of its own target read through `Bundle.main`, a
/// launch count in `@AppStorage`, and a price and a calendar in the user's locale. The SwiftUI tests run it with
/// `--snapshot` and read what it prints.
@main
struct MainBundleProbe: App {
    @AppStorage("launches") var launches = 0

    init() {
        launches += 1
        print("launches: \(launches)")
    }

    var body: some Scene {
        WindowGroup {
            VStack {
                Text(greeting)
                RegionReport()
            }
        }
    }
}

/// The text of `greeting.json`, printed as it is read.
let greeting: String = {
    struct Greeting: Decodable { var text: String }
    guard let url = Bundle.main.url(forResource: "greeting", withExtension: "json"),
        let data = try? Data(contentsOf: url),
        let greeting = try? JSONDecoder().decode(Greeting.self, from: data)
    else {
        fatalError("greeting.json is not in Bundle.main")
    }
    print("greeting: \(greeting.text)")
    return greeting.text
}()

/// A price in the locale's currency and the first day of the calendar's week, as the app's environment gives them,
/// shown and printed ("region: $0.00, weeks from 1").
struct RegionReport: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar

    var body: some View {
        let price = 0.0.formatted(.currency(code: locale.currency?.identifier ?? "USD").locale(locale))
        let _ = print("region: \(price), weeks from \(calendar.firstWeekday)")
        Text(0.0, format: .currency(code: locale.currency?.identifier ?? "USD"))
    }
}
