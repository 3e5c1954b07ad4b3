import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `accessibilityLabeledPair(role:id:in:)` and the pairs SwiftUI's controls make themselves: the label and the
/// content stay two elements, each knowing the other, as AT-SPI's LABELLED_BY and LABEL_FOR relate them
/// (developer.apple.com/documentation/swiftui/view/accessibilitylabeledpair(role:id:in:);
/// ../shared/reference/accessibility-atspi.md).
@MainActor
@Suite("Labeled pairs relate a label and its content")
struct AccessibilityLabeledPairTests {
    /// A text beside a field and a slider, paired by `id` in one namespace; `contentID` and `namespace` unpair them.
    private struct Settings: View {
        var contentID = "name"
        var otherNamespace = false
        @Namespace private var form
        @Namespace private var other

        var body: some View {
            VStack {
                HStack {
                    Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: form)
                    TextField("Required", text: .constant(""))
                        .accessibilityLabeledPair(role: .content, id: contentID, in: otherNamespace ? other : form)
                }
                HStack {
                    Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: form)
                    Slider(value: .constant(0.5)).accessibilityLabeledPair(role: .content, id: "volume", in: form)
                }
            }
        }
    }

    @Test("The label is the label for its content, the content labelled by its label; a named field keeps its name")
    func paired() throws {
        let tree = accessibilityTree(Settings(), width: 300)
        let name = try #require(tree.node(label: "Name"))
        let field = try #require(tree.allNodes.first { $0.role == .textField })
        #expect(field.label == "Required")
        #expect(name.labelFor == [field.id] && name.labeledBy == [])
        #expect(field.labeledBy == [name.id] && field.labelFor == [])
        #expect(tree.children.count == 4, "the pair stays two elements")
    }

    @Test("A content element nothing names takes its label's name, as a screen reader names a control by its label")
    func unnamedContentTakesTheLabel() throws {
        let tree = accessibilityTree(Settings(), width: 300)
        let slider = try #require(tree.allNodes.first { $0.role == .slider })
        let volume = try #require(tree.allNodes.first { $0.role == .staticText && $0.label == "Volume" })
        #expect(slider.label == "Volume" && slider.labeledBy == [volume.id] && volume.labelFor == [slider.id])
    }

    @Test("The dump names the elements each is labelled by and labels")
    func dump() throws {
        let lines = accessibilityTree(Settings(), width: 300).description.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines[0] == #"  staticText "Name" label-for("Required") (0, 72.45, 34, 17)"#)
        #expect(lines[1] == #"  textField "Required" value="" labelled-by("Name") (42, 72.45, 258, 17)"#)
    }

    @Test("Another id or another namespace pairs nothing")
    func unpaired() {
        for settings in [Settings(contentID: "other"), Settings(otherNamespace: true)] {
            let tree = accessibilityTree(settings, width: 300)
            let field = tree.allNodes.first { $0.role == .textField }
            #expect(field?.labeledBy == [] && tree.node(label: "Name")?.labelFor == [])
        }
    }

    @Test("A hidden label pairs nothing, and names nothing")
    func hiddenLabel() {
        struct Hidden: View {
            @Namespace private var form
            var body: some View {
                HStack {
                    Text("Volume").accessibilityLabeledPair(role: .label, id: 1, in: form).accessibilityHidden(true)
                    Slider(value: .constant(0.5)).accessibilityLabeledPair(role: .content, id: 1, in: form)
                }
            }
        }
        let slider = accessibilityTree(Hidden(), width: 300).allNodes.first { $0.role == .slider }
        #expect(slider?.labeledBy == [] && slider?.label == "")
    }

    @Test("LabeledContent's label labels its content: a text value, and a control it names")
    func labeledContent() throws {
        let view = VStack {
            LabeledContent("Version", value: "1.0")
            LabeledContent("Brightness") { Slider(value: .constant(0.2)) }
        }
        let tree = accessibilityTree(view, width: 300)
        let version = try #require(tree.node(label: "Version"))
        let value = try #require(tree.node(label: "1.0"))
        #expect(version.labelFor == [value.id] && value.labeledBy == [version.id])
        let slider = try #require(tree.allNodes.first { $0.role == .slider })
        let brightness = try #require(tree.allNodes.first { $0.role == .staticText && $0.label == "Brightness" })
        #expect(slider.label == "Brightness" && slider.labeledBy == [brightness.id])
    }

    @Test("In a list row, LabeledContent is one element reading label and value: nothing is left to relate")
    func labeledContentInAList() {
        let tree = accessibilityTree(List { LabeledContent("Version", value: "1.0") }, width: 300, height: 300)
        let item = tree.allNodes.first { $0.role == .listItem }
        #expect(item?.label == "Version, 1.0" && item?.labeledBy == [] && item?.labelFor == [])
    }

    @Test("A Toggle's and a TextField's own labels name them inside their one element")
    func controlsNamedByTheirLabels() {
        let tree = accessibilityTree(VStack { Toggle("Wi-Fi", isOn: .constant(true)); TextField("Title", text: .constant("")) })
        #expect(tree.children.map(\.label) == ["Wi-Fi", "Title"])
        #expect(tree.children.map(\.role) == [.toggle, .textField])
    }
}
