import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The menu actions run, in order.
@MainActor
private final class ActionLog {
    var actions: [String] = []
}

/// A menu of two buttons, a divider, a destructive button and a nested menu, logging what runs.
private struct ActionsMenu: View {
    let log: ActionLog

    var body: some View {
        Menu("Actions") {
            Button("Duplicate") { log.actions.append("duplicate") }
            Button("Rename") { log.actions.append("rename") }
            Divider()
            Button("Delete", role: .destructive) { log.actions.append("delete") }
            Menu("Copy") {
                Button("Copy Path") { log.actions.append("copy path") }
            }
        }
    }
}

/// `Menu` as iOS shows a button's menu: the card 250 wide beside the button, rows 44 tall (text measured by
/// `FixedMetricsTextSystem`: a body character is 8.5 points wide, a line 17 tall), on a 393 × 600 canvas at scale 2.
@MainActor
@Suite("Menu opens iOS's menu beside its button")
struct MenuTests {
    private func makeDriver(_ log: ActionLog) -> InteractionDriver {
        InteractionDriver(ActionsMenu(log: log), device: canvas(393, 600))
    }

    @Test("The menu is closed until its label is tapped; then its card lies 8 points below the label")
    func opens() throws {
        let driver = makeDriver(ActionLog())
        expectFrame(driver.find(text: "Actions"), rect(166.75, 291.5, 59.5, 17))
        #expect(driver.find(text: "Duplicate") == nil)
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        // The label's centre is in the screen's leading half, so the card's leading edge would be the label's,
        // but the card is kept 8 points inside the screen: x = 393 − 8 − 250.
        // Rows: Duplicate, hairline, Rename, 8-point section gap, Delete, hairline, Copy.
        let card = driver.layoutTree.node(kind: .custom("MenuCard"))
        expectFrame(card, rect(135, 316.5, 250, 44 * 4 + 0.5 + 8 + 0.5))
        expectFrame(driver.find(text: "Duplicate"), rect(151, 330, 76.5, 17))
        expectFrame(driver.find(text: "Rename"), rect(151, 330 + 44.5, 51, 17))
        expectFrame(driver.find(text: "Delete"), rect(151, 330 + 44.5 + 52, 51, 17))
    }

    @Test("Choosing a row closes the menu and runs its action once")
    func choosing() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Rename")))
        driver.settle()
        #expect(log.actions == ["rename"])
        #expect(driver.find(text: "Duplicate") == nil)
    }

    @Test("A tap outside the menu closes it without running anything")
    func tapOutside() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        driver.tap(at: CGPoint(x: 20, y: 20))
        driver.settle()
        #expect(driver.find(text: "Duplicate") == nil)
        #expect(log.actions.isEmpty)
    }

    @Test("A destructive row is red; the others are in the label colour")
    func destructiveIsRed() throws {
        let driver = makeDriver(ActionLog())
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        var colors: [String: RGBA] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let text, _, let color) = drawn.item { colors[text.string] = color }
        }
        let environment = EnvironmentValues()
        #expect(colors["Delete"] == Color.red.resolve(in: environment))
        #expect(colors["Duplicate"] == Color.primary.resolve(in: environment))
    }

    @Test("A nested menu's row opens its items in place, under its title; the title goes back")
    func nestedMenu() throws {
        let log = ActionLog()
        let driver = makeDriver(log)
        driver.tap(try #require(driver.find(text: "Actions")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Copy")))
        driver.settle()
        #expect(driver.find(text: "Duplicate") == nil)
        let path = try #require(driver.find(text: "Copy Path"))
        let title = try #require(driver.find(text: "Copy"))
        #expect(path.frame.minY == title.frame.minY + 44.5)
        driver.tap(title)
        driver.settle()
        #expect(driver.find(text: "Duplicate") != nil)
        driver.tap(try #require(driver.find(text: "Copy")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Copy Path")))
        driver.settle()
        #expect(log.actions == ["copy path"])
        #expect(driver.find(text: "Copy Path") == nil)
    }

    @Test("With a primary action, a tap runs it and does not open the menu")
    func primaryAction() throws {
        let log = ActionLog()
        let menu = Menu("Add") {
            Button("Add Folder") { log.actions.append("folder") }
        } primaryAction: {
            log.actions.append("primary")
        }
        let driver = InteractionDriver(menu, device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Add")))
        driver.settle()
        #expect(log.actions == ["primary"])
        #expect(driver.find(text: "Add Folder") == nil)
    }
}

@MainActor
@Suite("menuStyle and menuOrder keep iOS's menu")
struct MenuStyleTests {
    @Test("A menu with the borderless style and a fixed order lays out and opens as the default one")
    func acceptedModifiers() throws {
        let menu = Menu("Sort") {
            Button("Name") {}
            Button("Date") {}
        }
        .menuStyle(.borderlessButton)
        .menuOrder(.fixed)
        let driver = InteractionDriver(menu, device: canvas(393, 600))
        expectFrame(driver.find(text: "Sort"), rect(179.5, 291.5, 34, 17))
        driver.tap(try #require(driver.find(text: "Sort")))
        driver.settle()
        let name = try #require(driver.find(text: "Name"))
        let date = try #require(driver.find(text: "Date"))
        #expect(date.frame.minY == name.frame.minY + 44.5)
    }
}
