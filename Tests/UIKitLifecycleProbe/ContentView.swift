import SwiftUI

/// A red screen with a title: the test finds the red in the snapshot.
struct ContentView: View {
    var body: some View {
        ZStack {
            Color.red.edgesIgnoringSafeArea(.all)
            Text("Hello, UIKit lifecycle")
        }
    }
}
