import Foundation
import MeadowCore
import MeadowTestSupport
import Testing

/// Records what runs, in order.
@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite("onSubmit and submitLabel")
struct SubmitTests {
    /// A field inside two `onSubmit`s and a search one, with its own `onCommit`.
    private struct Form: View {
        let log: Log
        @State private var name = ""

        var body: some View {
            VStack {
                TextField("Name", text: $name, onCommit: { log.entries.append("commit") })
                    .onSubmit { log.entries.append("inner") }
                    .onSubmit(of: .search) { log.entries.append("search") }
                    .submitLabel(.done)
            }
            .onSubmit { log.entries.append("outer \(name)") }
        }
    }

    @Test("Return in a text field runs its onCommit, then every onSubmit of .text around it, the innermost first")
    func returnSubmits() throws {
        let log = Log()
        let driver = InteractionDriver(Form(log: log), device: canvas(300, 200))
        driver.tap(try #require(driver.find(text: "Name")))
        driver.type("Ada")
        driver.press(.return)
        #expect(log.entries == ["commit", "inner", "outer Ada"])
    }

    @Test("Return in a secure field submits too")
    func secureFieldSubmits() throws {
        let log = Log()
        let password = Binding.constant("")
        let driver = InteractionDriver(
            SecureField("Password", text: password).onSubmit { log.entries.append("submitted") }, device: canvas(300, 100))
        driver.tap(try #require(driver.find(text: "Password")))
        driver.press(.return)
        #expect(log.entries == ["submitted"])
    }
}
