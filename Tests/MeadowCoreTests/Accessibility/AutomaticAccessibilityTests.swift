import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The elements SwiftUI derives from views without any modifier ("The framework introspects common elements like
/// navigation views, lists, text fields, sliders, buttons … and provides basic accessibility labels and values by
/// default", Apple's accessibility fundamentals).
@MainActor
@Suite("Views make the accessibility elements SwiftUI derives from them")
struct AutomaticAccessibilityTests {
    @Test("A Text is static text labelled with its string, at its frame")
    func text() {
        #expect(accessibilityDump(Text("Hello")) == #"staticText "Hello" (78.75, 91.5, 42.5, 17)"#)
    }

    @Test(
        "An Image is labelled with its asset's name or its symbol's spoken name",
        arguments: [
            ("star.fill", "Favorite"), ("heart", "Love"), ("xmark.circle.fill", "Close"), ("plus", "Add"),
            ("cloud.sun.rain", "Cloud sun rain"),
        ])
    func symbolNames(symbol: String, spoken: String) {
        let element = accessibilityTree(Image(systemName: symbol)).children.first
        #expect(element?.role == .image)
        #expect(element?.label == spoken)
    }

    @Test("An asset image is labelled with its name; Image(decorative:) is not an element")
    func assetImages() {
        let view = VStack { Image("turtlerock"); Image(decorative: "background") }
        #expect(accessibilityTree(view).children.map(\.label) == ["turtlerock"])
    }

    @Test("A Button combines its label into one button element whose action taps it")
    func button() {
        var taps = 0
        let view = Button { taps += 1 } label: { HStack { Image(systemName: "star"); Text("Save") } }
        let elements = accessibilityTree(view).children
        #expect(elements.count == 1)
        #expect(elements.first?.role == .button)
        #expect(elements.first?.label == "Favorite, Save")
        #expect(elements.first?.traits == .isButton)
        elements.first?.perform()
        #expect(taps == 1)
    }

    @Test("A Label is read as its title, its icon unspoken")
    func label() {
        #expect(accessibilityTree(Label("Featured", systemImage: "star")).children.map(\.label) == ["Featured"])
        #expect(accessibilityTree(Label("Featured", systemImage: "star")).children.first?.role == .staticText)
    }

    @Test("A Toggle is a toggle valued 1 when on and 0 when off, its default action flipping it")
    func toggle() {
        let isOn = Box(false)
        let view = Toggle("Wi-Fi", isOn: Binding(get: { isOn.value }, set: { isOn.value = $0 }))
        let element = accessibilityTree(view, width: 300).children.first
        #expect(element?.role == .toggle && element?.label == "Wi-Fi" && element?.value == "0")
        element?.perform()
        #expect(isOn.value)
        #expect(accessibilityTree(view, width: 300).children.first?.value == "1")
    }

    @Test("A TextField is a text field labelled with its title whose value is its text; a SecureField hides it")
    func textFields() {
        let view = VStack {
            TextField("Name", text: .constant("Ada"))
            SecureField("Password", text: .constant("abc"))
        }
        let elements = accessibilityTree(view).children
        #expect(elements.map(\.role) == [.textField, .secureTextField])
        #expect(elements.map(\.label) == ["Name", "Password"])
        #expect(elements.map(\.value) == ["Ada", "\u{2022}\u{2022}\u{2022}"])
    }

    @Test("A Slider is an adjustable slider valued in per cent; adjusting moves it a tenth of its range")
    func slider() {
        let value = Box(0.5)
        let view = Slider(value: Binding(get: { value.value }, set: { value.value = $0 }), in: 0...10)
        let element = accessibilityTree(view).children.first
        #expect(element?.role == .slider && element?.value == "5%" && element?.isAdjustable == true)
        element?.adjust(.increment)
        #expect(abs(value.value - 1.5) < 1e-9)
    }

    @Test("A Stepper is one adjustable element labelled with its label")
    func stepper() {
        let value = Box(3)
        let view = Stepper("Quantity: \(value.value)", value: Binding(get: { value.value }, set: { value.value = $0 }))
        let element = accessibilityTree(view, width: 300).children
        #expect(element.map(\.role) == [.stepper])
        #expect(element.first?.label == "Quantity: 3")
        element.first?.adjust(.decrement)
        #expect(value.value == 2)
    }

    @Test("A Link is a link, not a button")
    func link() {
        let element = accessibilityTree(Link("Apple", destination: URL(string: "https://apple.com")!)).children.first
        #expect(element?.role == .link && element?.traits == .isLink)
    }

    @Test("A List is a list of rows, each row one list item combining its content")
    func list() {
        let view = List {
            HStack { Image(systemName: "star"); Text("Turtle Rock") }
            Text("Silver Salmon Creek")
        }
        let list = accessibilityTree(view, width: 390, height: 400).children.first
        #expect(list?.role == .list)
        #expect(list?.children.map(\.role) == [.listItem, .listItem])
        #expect(list?.children.map(\.label) == ["Favorite, Turtle Rock", "Silver Salmon Creek"])
    }

    @Test("A navigation title is a header")
    func navigationTitle() {
        let view = NavigationStack { Text("Body").navigationTitle("Landmarks") }
        let tree = LayoutHarness(view, device: .iPhone15).accessibilityTree
        #expect(tree.children.first?.role == .header)
        #expect(tree.children.first?.label == "Landmarks")
        #expect(tree.children.filter { $0.role == .header }.count == 1)
    }

    @Test("A TabView's bar is a tab bar of tabs, the selected one selected; only the selected page is read")
    func tabView() {
        let view = TabView {
            Text("Featured page").tabItem { Label("Featured", systemImage: "star") }
            Text("List page").tabItem { Label("List", systemImage: "list.bullet") }
        }
        let tree = LayoutHarness(view, device: .iPhone15).accessibilityTree
        #expect(tree.children.map(\.label) == ["Featured page", ""])
        let bar = tree.children.last
        #expect(bar?.role == .tabBar)
        #expect(bar?.children.map(\.role) == [.tab, .tab])
        #expect(bar?.children.map(\.label) == ["Featured", "List"])
        #expect(bar?.children.map { $0.traits.contains(.isSelected) } == [true, false])
    }

    @Test("An alert is a modal alert: the elements behind it are hidden")
    func alert() {
        let view = Text("Behind").alert("Delete?", isPresented: .constant(true)) { Button("Cancel", role: .cancel) {} }
        let tree = LayoutHarness(view, device: .iPhone15).accessibilityTree
        #expect(tree.children.map(\.role) == [.alert])
        #expect(tree.children.first?.children.map(\.label) == ["Delete?", "Cancel"])
    }

    @Test("A sheet is a modal dialog over the screen")
    func sheet() {
        let view = Text("Behind").sheet(isPresented: .constant(true)) { Text("In the sheet") }
        let tree = LayoutHarness(view, device: .iPhone15).accessibilityTree
        #expect(tree.children.map(\.role) == [.dialog])
        #expect(tree.children.first?.children.map(\.label) == ["In the sheet"])
    }

    @Test("A screen pushed over another hides the one below")
    func pushedScreen() {
        let view = NavigationStack(path: .constant(["detail"])) {
            Text("Root").navigationDestination(for: String.self) { Text("Detail \($0)") }
        }
        let labels = LayoutHarness(view, device: .iPhone15).accessibilityTree.allNodes.map(\.label)
        #expect(labels.contains("Detail detail"))
        #expect(!labels.contains("Root"))
    }

    @Test("Elements are read by line, top to bottom, then leading to trailing, whatever the view order")
    func readingOrder() {
        let view = ZStack(alignment: .topLeading) {
            Text("C").offset(x: 0, y: 50)
            Text("B").offset(x: 50, y: 0)
            Text("A")
        }
        #expect(accessibilityTree(view).children.map(\.label) == ["A", "B", "C"])
    }
}
