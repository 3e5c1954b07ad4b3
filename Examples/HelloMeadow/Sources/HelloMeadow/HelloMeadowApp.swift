import SwiftUI

@main
struct HelloMeadowApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
