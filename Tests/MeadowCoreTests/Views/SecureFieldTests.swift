import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What a secure field committed.
@MainActor
private final class CommitLog {
    var commits: [String] = []
}

/// A secure field bound to a state, with the state's value shown below it; `prompt` uses the prompt initialiser.
private struct PasswordForm: View {
    let log: CommitLog
    var usesPrompt = false
    @State private var password = ""

    var body: some View {
        VStack(spacing: 0) {
            if usesPrompt {
                SecureField("Password", text: $password, prompt: Text("Required")).accessibilityIdentifier("field")
            } else {
                SecureField("Password", text: $password, onCommit: { log.commits.append(password) })
                    .accessibilityIdentifier("field")
            }
            Text("value: \(password)")
        }
    }
}

@MainActor
@Suite("SecureField")
struct SecureFieldTests {
    /// The fixed metrics' body font: 17 points, every character 8.5 wide.
    let advance: CGFloat = 8.5

    private func makeDriver(_ form: PasswordForm) -> InteractionDriver {
        InteractionDriver(form, device: Device(name: "canvas", size: CGSize(width: 200, height: 100), safeAreaInsets: EdgeInsets(), scale: 2))
    }

    private func value(_ driver: InteractionDriver) -> String? {
        driver.layoutTree.allNodes.compactMap(\.text).first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    private func drawnTexts(in list: DisplayList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item {
            case .text(let run, _, _): [run.string]
            case .group(_, let inner): drawnTexts(in: inner)
            default: []
            }
        }
    }

    @Test("Typing into a secure field shows a bullet for each character while its binding holds the text")
    func typingShowsBullets() throws {
        let driver = makeDriver(PasswordForm(log: CommitLog()))
        let field = try #require(driver.find(identifier: "field"))
        #expect(field.kind == .textField)
        #expect(field.frame.size == CGSize(width: 200, height: 17))
        #expect(field.text == "Password", "the title is the placeholder, in the clear")
        driver.tap(field)
        driver.type("hunter2")
        #expect(value(driver) == "hunter2")
        #expect(driver.find(identifier: "field")?.text == "•••••••")
        let drawn = drawnTexts(in: driver.makeDisplayList())
        #expect(drawn.contains("•••••••"))
        #expect(!drawn.contains { $0.contains("hunter2") && !$0.hasPrefix("value: ") })
    }

    @Test("Caret moves and deletions edit the real text under the bullets")
    func editingUnderBullets() throws {
        let driver = makeDriver(PasswordForm(log: CommitLog()))
        let frame = try #require(driver.find(identifier: "field")).frame
        driver.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        driver.type("abcd")
        driver.press(.leftArrow)
        driver.press(.leftArrow)
        driver.press(.delete)
        #expect(value(driver) == "acd")
        // A click after the first bullet puts the caret there, as after the first character of plain text.
        driver.tap(at: CGPoint(x: frame.minX + advance + 1, y: frame.midY))
        driver.type("X")
        #expect(value(driver) == "aXcd")
        #expect(driver.find(identifier: "field")?.text == "••••")
    }

    @Test("Return calls the old-style onCommit with the typed text")
    func returnCommits() throws {
        let log = CommitLog()
        let driver = makeDriver(PasswordForm(log: log))
        driver.tap(try #require(driver.find(identifier: "field")))
        driver.type("secret")
        driver.press(.return)
        #expect(log.commits == ["secret"])
    }

    @Test("A prompt takes the title's place as the placeholder")
    func promptIsThePlaceholder() throws {
        let driver = makeDriver(PasswordForm(log: CommitLog(), usesPrompt: true))
        #expect(driver.find(identifier: "field")?.text == "Required")
    }
}
