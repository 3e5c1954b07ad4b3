// Only SwiftUI (and Testing): `+` passed as a function value, as apps write it, must type-check with SwiftUI's
// operators (`Text + Text`, `Angle + Angle`) in scope.
import SwiftUI
import Testing

@MainActor
@Suite("Operators as function values with SwiftUI imported")
struct OperatorFunctionValueTests {
    @Test("texts.reduce(Text(\"\"), +) joins the texts, as SwiftUI's static + (Text, Text) -> Text allows")
    func textReduce() {
        let texts = ["Buy ", "milk", "!"].map { Text($0) }
        let joined = texts.reduce(Text(""), +)
        let operatorValue: (Text, Text) -> Text = (+)
        _ = operatorValue(Text("a"), Text("b"))
        _ = joined
    }

    @Test("Integer and string reductions with + still type-check beside SwiftUI's operators")
    func otherReductions() {
        let board = [[0, 2], [0, 0]]
        #expect(board.reduce(0) { $0 + $1.reduce(0, +) } == 2)
        #expect(board.flatMap { $0 }.reduce(0, +) != 0)
        let dotted = "camelCase".unicodeScalars.reduce("") {
            CharacterSet.uppercaseLetters.contains($1) ? ($0 + "." + String($1)).lowercased() : $0 + String($1)
        }
        #expect(dotted == "camel.case")
    }
}
