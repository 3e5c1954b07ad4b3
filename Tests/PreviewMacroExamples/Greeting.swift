import SwiftUI

/// A small view with `#Preview` blocks, as an app's file has them: the tests find and render them, and
/// `swift run meadow-preview PreviewMacroExamples` draws them.
struct Greeting: View {
    var name: String

    var body: some View {
        Text("Hello, \(name)!")
            .padding()
    }
}

#Preview {
    Greeting(name: "Meadow")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Greeting(name: "small")
}

#Preview("Card", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    let name = "card"
    return Greeting(name: name)
}

#Preview("Sideways", traits: .landscapeLeft) {
    VStack {
        Greeting(name: "one")
        Greeting(name: "two")
    }
}
