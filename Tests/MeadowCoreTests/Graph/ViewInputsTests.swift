import Foundation
import Testing

@testable import MeadowCore

/// Views whose inputs are compared: each holds one kind of stored property.
private struct Titled: View {
    var title: String
    var count: Int
    var body: some View { Text(title) }
}

private final class Model {}

private struct Modelled: View {
    var model: Model
    var body: some View { EmptyView() }
}

private struct Acting: View {
    var action: () -> Void
    var body: some View { EmptyView() }
}

/// A structure that is not `Equatable`, compared field by field.
private struct Style {
    var weight: Int
    var model: Model
}

private struct Styled: View {
    var style: Style
    var body: some View { EmptyView() }
}

/// An enum with a payload and no `Equatable`: its values cannot be compared.
private enum Source {
    case named(String)
}

private struct Sourced: View {
    var source: Source
    var body: some View { EmptyView() }
}

private struct Counting: View {
    @State var taps = 0
    var label: String
    var body: some View { Text(label) }
}

private struct Bound: View {
    @Binding var isOn: Bool
    var body: some View { EmptyView() }
}

@MainActor
@Suite("A view's inputs compare field by field, as SwiftUI compares them")
struct ViewInputsTests {
    @Test("Equatable fields compare by ==")
    func equatableFields() {
        #expect(ViewInputs.equal(Titled(title: "A", count: 1), Titled(title: "A", count: 1), bindingValues: []))
        #expect(!ViewInputs.equal(Titled(title: "A", count: 1), Titled(title: "A", count: 2), bindingValues: []))
        #expect(!ViewInputs.equal(Titled(title: "A", count: 1), Titled(title: "B", count: 1), bindingValues: []))
    }

    @Test("An object compares by identity, not by what it holds")
    func objectsByIdentity() {
        let model = Model()
        #expect(ViewInputs.equal(Modelled(model: model), Modelled(model: model), bindingValues: []))
        #expect(!ViewInputs.equal(Modelled(model: model), Modelled(model: Model()), bindingValues: []))
    }

    @Test("A closure never compares equal, so a view holding one is evaluated again")
    func closuresNeverEqual() {
        let action = {}
        #expect(!ViewInputs.equal(Acting(action: action), Acting(action: action), bindingValues: []))
    }

    @Test("A structure that is not Equatable compares field by field")
    func nestedStructures() {
        let model = Model()
        let style = Style(weight: 3, model: model)
        #expect(ViewInputs.equal(Styled(style: style), Styled(style: Style(weight: 3, model: model)), bindingValues: []))
        #expect(!ViewInputs.equal(Styled(style: style), Styled(style: Style(weight: 4, model: model)), bindingValues: []))
        #expect(!ViewInputs.equal(Styled(style: style), Styled(style: Style(weight: 3, model: Model())), bindingValues: []))
    }

    @Test("An enum with a payload and no Equatable never compares equal")
    func opaqueEnums() {
        #expect(!ViewInputs.equal(Sourced(source: .named("a")), Sourced(source: .named("a")), bindingValues: []))
    }

    @Test("@State is the node's own storage and is not an input")
    func stateIsSkipped() {
        #expect(ViewInputs.equal(Counting(taps: 1, label: "x"), Counting(taps: 5, label: "x"), bindingValues: []))
        #expect(!ViewInputs.equal(Counting(taps: 1, label: "x"), Counting(taps: 1, label: "y"), bindingValues: []))
        #expect(ViewInputs.dynamicProperties(of: Counting(label: "x")).count == 1)
    }

    @Test("A binding compares the value it reads now with the one read at the last evaluation")
    func bindingsByValue() {
        var isOn = false
        let view = Bound(isOn: Binding(get: { isOn }, set: { isOn = $0 }))
        let read = ViewInputs.bindingValues(of: view)
        #expect(read.count == 1)
        #expect(ViewInputs.equal(view, view, bindingValues: read))
        isOn = true
        #expect(!ViewInputs.equal(view, view, bindingValues: read))
        #expect(ViewInputs.equal(view, view, bindingValues: ViewInputs.bindingValues(of: view)))
    }

    @Test("Values of different types are never equal")
    func differentTypes() {
        #expect(!ViewInputs.isEqual(1, "1"))
        #expect(!ViewInputs.equal(Titled(title: "A", count: 1), Counting(label: "A"), bindingValues: []))
    }
}

