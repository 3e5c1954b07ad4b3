import SwiftUI

/// An app as an iOS developer writes it: `@main`, a JSON resource of its own target read through `Bundle.main`, and
/// a launch count in `@AppStorage`. The SwiftUI tests run it with `--snapshot` and read what it prints.
@main
struct MainBundleProbe: App {
    @AppStorage("launches") var launches = 0

    init() {
        launches += 1
        print("launches: \(launches)")
    }

    var body: some Scene {
        WindowGroup {
            Text(greeting)
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
