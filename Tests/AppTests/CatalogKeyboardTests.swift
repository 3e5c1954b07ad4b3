import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import CatalogUI

/// The Catalog's recent controls by keyboard alone, as with iOS's Full Keyboard Access, and as a screen reader
/// hears them: a page is a list, which Tab enters at its first control and leaves; Down stops at each row's first
/// enabled control in reading order, Right at the next one of a row, each read with the role GTK 4 would give it
/// (a slider, a spin button for a stepper, a button, a toggle); Space and Return act, the arrows adjust.
@MainActor
@Suite("Catalog pages by keyboard")
struct CatalogKeyboardTests {
    private func driver(on family: Family) -> SnapshotDriver {
        SnapshotDriver(NavigationStack { FamilyPage(family: family) }, device: .iPhone15)
    }

    /// The focused element, as `role "label"` with its value.
    private func focused(_ driver: SnapshotDriver) -> String? {
        guard let element = driver.accessibilityTree.allNodes.first(where: \.isFocused) else { return nil }
        return "\(element.role) \"\(element.label)\"" + (element.value.map { " \($0)" } ?? "")
    }

    /// The focused element after Tab, then after each Down until Down stays on the last row's control, at most
    /// `limit` stops: the first control of each row of the page's list.
    private func rowStops(_ driver: SnapshotDriver, limit: Int = 12) -> [String] {
        driver.press(.tab)
        driver.settle()
        var stops = [focused(driver) ?? "none"]
        for _ in 1..<limit {
            driver.press(.downArrow)
            driver.settle()
            guard let stop = focused(driver), stop != stops.last else { break }
            stops.append(stop)
        }
        return stops
    }

    /// The focused element after each of `keys`.
    private func stops(_ driver: SnapshotDriver, after keys: [KeyEquivalent]) -> [String] {
        keys.map { key in
            driver.press(key)
            driver.settle()
            return focused(driver) ?? "none"
        }
    }

    /// Presses `keys` on a fresh page.
    private func pressed(_ keys: [KeyEquivalent], on family: Family) -> SnapshotDriver {
        let driver = driver(on: family)
        for key in keys { driver.press(key) }
        driver.settle()
        return driver
    }

    @Test("Sliders and steppers: each enabled one a stop of Down, a slider or a stepper; right adjusts them; the disabled ones are skipped")
    func slidersAndSteppers() {
        #expect(rowStops(driver(on: .slidersAndSteppers)) == [
            "slider \"\" 50%", "slider \"Rating\" 50%", "slider \"\" 70%", "stepper \"Quantity: 2\"", "stepper \"Temperature: 20°\"",
        ])
        let slider = pressed([.tab], on: .slidersAndSteppers)
        slider.press(.rightArrow)
        slider.settle()
        #expect(focused(slider) == "slider \"\" 60%")
        #expect(slider.find(text: "Volume 60 %") != nil)
        let stepper = pressed([.tab, .downArrow, .downArrow, .downArrow], on: .slidersAndSteppers)
        stepper.press(.rightArrow)
        stepper.settle()
        #expect(focused(stepper) == "stepper \"Quantity: 3\"")
    }

    @Test("Pickers: the segmented one is read as its selected segment and the arrows move it; Down goes to the menu picker, a button Return opens")
    func pickers() throws {
        let driver = driver(on: .pickers)
        driver.press(.tab)
        #expect(focused(driver) == "button \"Chocolate\"")
        driver.press(.rightArrow)
        driver.settle()
        #expect(focused(driver) == "button \"Vanilla\"")
        #expect(driver.find(text: "Selected: Vanilla") != nil)
        driver.press(.downArrow)
        #expect(focused(driver) == "button \"Flavor, Vanilla\"")
        driver.press(.return)
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.contains { $0.role == .button && $0.label.hasPrefix("Strawberry") })
    }

    @Test("Date pickers: the compact picker's date and time are buttons of one row, Right goes from one to the other, Return opens the calendar; the disabled one is skipped")
    func datePickers() throws {
        // The time reads with iOS's narrow no-break space before AM.
        #expect(stops(driver(on: .datePickers), after: [.tab, .rightArrow, .downArrow]) == [
            "button \"Jun 14, 2024\"", "button \"9:41\u{202F}AM\"", "button \"Alarm, 9:41\u{202F}AM\"",
        ])
        let driver = pressed([.tab], on: .datePickers)
        let disabled = try #require(driver.accessibilityTree.allNodes.first { $0.label == "Disabled, Jun 14, 2024" })
        #expect(disabled.role == .button && !disabled.isEnabled && !disabled.isFocusable)
        let months = driver.accessibilityTree.allNodes.filter { $0.label == "Previous Month" }.count
        driver.press(.return)
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.filter { $0.label == "Previous Month" }.count == months + 1, "a second calendar, on its card")
    }

    @Test("Progress and gauges: each a progress indicator valued in per cent, not a stop; the button adding a tenth is")
    func progress() throws {
        let driver = driver(on: .progress)
        let indicators = driver.accessibilityTree.allNodes.filter { $0.role == .progressIndicator }
        #expect(indicators.map { "\($0.label) \($0.value ?? "")" } == [
            " In progress", "Loading… In progress", " 40%", "Downloading 40%",
            // The Styles section: a linear bar with no progress yet, and a circular indicator that spins at 40 %.
            " In progress", " 40%",
            "Storage, 70 % 70%", "Battery 25%", "Speed, 60 60%", "Fuel, 90 90%",
        ])
        #expect(rowStops(driver) == ["button \"Add 10 %\""])
        driver.press(.space)
        driver.settle()
        #expect(try #require(driver.accessibilityTree.allNodes.first { $0.identifier == "progress" }).value == "50%")
    }

    @Test("Menus: the menu, the link and the share link are stops of Down; Return opens the menu")
    func menus() {
        #expect(rowStops(driver(on: .menus)) == ["button \"Actions\"", "button \"Bookmark\"", "link \"Swift.org\"", "button \"Share\""])
        let driver = pressed([.tab], on: .menus)
        driver.press(.return)
        driver.settle()
        #expect(driver.accessibilityTree.allNodes.contains { $0.label == "Duplicate" })
    }

    @Test("Disclosure group: a button Tab reaches past the bar's Edit; Down goes on to a toggle, Tab to the list's text field; Space shows the group's content and Space again hides it")
    func disclosureGroup() {
        #expect(stops(driver(on: .lists), after: [.tab, .tab, .downArrow, .tab]) == [
            "button \"Edit\"", "button \"Details\"", "toggle \"Pair the Label\" 1", "textField \"Optional\" ",
        ])
        let driver = pressed([.tab, .tab], on: .lists)
        driver.press(.space)
        driver.settle()
        #expect(driver.find(text: "Hidden until expanded") != nil)
        driver.press(.space)
        driver.settle()
        #expect(driver.find(text: "Hidden until expanded") == nil)
    }
}
