import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A wheel picker of the numbers 0 to 29, starting at 10, bound to its own state.
private struct NumberWheel: View {
    let probe: StateProbe<Int>
    @State private var number = 10

    var body: some View {
        let _ = probe.binding = $number
        Picker("Number", selection: $number) {
            ForEach(0..<30, id: \.self) { Text("\($0)") }
        }
        .pickerStyle(.wheel)
    }
}

/// `Picker` in the wheel style, as `UIPickerView` draws it: 216 points tall, rows 32 points tall in 21-point text on
/// a cylinder 1.07 times the wheel's height across (text measured by `FixedMetricsTextSystem`: a character is half
/// the font size wide, a line as tall as the font size). On a 393 × 600 canvas the wheel spans y 192...408, its
/// middle at 300.
@MainActor
@Suite("Picker's wheel style turns a wheel of the options, as UIPickerView does")
struct WheelPickerTests {
    /// How far from the middle a row `rows` rows away sits: the cylinder's radius times the sine of its angle.
    private func lift(_ rows: Double) -> CGFloat {
        Wheel.radius * sin(rows * Wheel.rowHeight / Wheel.radius)
    }

    private func centreY(of text: String, in driver: InteractionDriver) -> CGFloat? {
        driver.find(text: text).map { $0.frame.midY }
    }

    @Test("The selected row is in the middle over a 32-point band 8 points in from the sides; the wheel is 216 tall")
    func layout() {
        let driver = InteractionDriver(NumberWheel(probe: StateProbe()), device: canvas(393, 600))
        // "10": 2 characters of 10.5 points; the row is inset 16 points and centres its text.
        expectFrame(driver.find(text: "10"), rect(186, 289.5, 21, 21))
        let band = fills(of: CGSize(width: 377, height: 32), in: driver.makeDisplayList())
        #expect(band.map(\.fillBounds) == [rect(8, 284, 377, 32)])
        let wheel = driver.layoutTree.allNodes.first { $0.kind == .scrollWheelReader }
        #expect(wheel?.frame.height == 216)
    }

    @Test("Rows away from the middle sit on the cylinder: the next one 31.6 points off, the third 85.3")
    func cylinder() throws {
        let driver = InteractionDriver(NumberWheel(probe: StateProbe()), device: canvas(393, 600))
        let above = try #require(centreY(of: "9", in: driver))
        let below = try #require(centreY(of: "13", in: driver))
        #expect(abs(above - (300 - lift(1))) < 1e-9)
        #expect(abs(below - (300 + lift(3))) < 1e-9)
        #expect(abs(lift(1) - 31.59) < 0.01 && abs(lift(3) - 85.33) < 0.01)
        #expect(driver.find(text: "4") == nil, "six rows away is past a quarter turn")
    }

    @Test("Dragging up two rows and letting go at rest selects the option two rows on")
    func slowDrag() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        let path = (0...16).map { CGPoint(x: 200, y: 330 - CGFloat(min($0, 8)) * 8) }
        driver.drag(along: path)
        driver.settle()
        #expect(probe.value == 12)
        #expect(abs((centreY(of: "12", in: driver) ?? 0) - 300) < 1e-9, "the wheel settles with 12 in the middle")
    }

    @Test("A flick coasts on past where the finger let go, as a scroll view decelerates, and settles on a row")
    func flick() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.drag(from: CGPoint(x: 200, y: 340), to: CGPoint(x: 200, y: 292), duration: 0.1)
        driver.settle()
        let value = try? #require(probe.value)
        #expect((value ?? 0) >= 17, "48 points at 480 points a second coast about 240 points more")
        #expect(abs((centreY(of: "\(value ?? 0)", in: driver) ?? 0) - 300) < 1e-9)
    }

    @Test("A drag past the last row stops at it")
    func clamps() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.05)
        driver.settle()
        #expect(probe.value == 29)
    }

    @Test("Tapping a row above the middle turns the wheel to it")
    func tapRow() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.tap(at: CGPoint(x: 200, y: 300 - lift(2)))
        driver.settle()
        #expect(probe.value == 8)
    }

    @Test("The mouse wheel turns a row per 32 points of scroll")
    func scrollWheel() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 20))
        #expect(probe.value == 10)
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 50))
        #expect(probe.value == 12)
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: -32))
        #expect(probe.value == 11)
    }

    @Test("With the wheel focused, the down and up arrows choose the next and previous rows")
    func arrows() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.press(.tab)
        driver.press(.downArrow)
        driver.press(.downArrow)
        #expect(probe.value == 12)
        driver.press(.upArrow)
        driver.settle()
        #expect(probe.value == 11)
        #expect(abs((centreY(of: "11", in: driver) ?? 0) - 300) < 1e-9)
    }

    @Test("A turn animates: half way through settling, the new row is between its old place and the middle")
    func animates() throws {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(NumberWheel(probe: probe), device: canvas(393, 600))
        driver.press(.tab)
        driver.press(.downArrow)
        driver.step(0.1)
        let y = try #require(centreY(of: "11", in: driver))
        #expect(y > 300 && y < 300 + lift(1))
    }
}
