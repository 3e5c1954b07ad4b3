import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Three rounded-border fields on a grouped background: empty with its placeholder, one being edited with the
/// caret after its text, and one whose text is longer than the field.
private struct RoundedFields: View {
    @State private var name = ""
    @State private var city = ""
    @State private var note = "A note far longer than the field is wide, so the field shows its start and an ellipsis"

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name)
            TextField("City", text: $city).accessibilityIdentifier("city")
            TextField("Note", text: $note).accessibilityIdentifier("note")
        }
        .textFieldStyle(.roundedBorder)
        .padding(16)
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    }
}

@MainActor
@Suite("TextField rendering")
struct TextFieldRenderingTests {
    let snapshots = SnapshotAssertion()
    let device = Device(name: "canvas", size: CGSize(width: 320, height: 160), safeAreaInsets: EdgeInsets(), scale: 2)

    @Test("Rounded border fields: white, radius 5, hairline border, text inset 7; the caret after typed text; a long text ends in an ellipsis")
    func roundedBorder() throws {
        let driver = SnapshotDriver(RoundedFields(), device: device)
        let city = try #require(driver.find(identifier: "city"))
        #expect(city.frame.minX == 16 && city.frame.width == 288)
        #expect(city.frame.height > 34 && city.frame.height < 35, "7 + a 17-point line (about 20.3) + 7")
        driver.tap(city)
        driver.type("Copenhagen")
        snapshots.assertMatches(driver.snapshot(), named: "textfield-rounded-border")
    }

    @Test("Editing text longer than the field scrolls it so the caret at its end shows, clipped at the border's inset")
    func scrolledWhileEditing() throws {
        let driver = SnapshotDriver(RoundedFields(), device: device)
        let note = try #require(driver.find(identifier: "note"))
        driver.tap(at: CGPoint(x: note.frame.maxX - 10, y: note.frame.midY))
        driver.press(.end)
        snapshots.assertMatches(driver.snapshot(), named: "textfield-rounded-border-scrolled")
    }
}
