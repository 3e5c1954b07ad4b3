import Foundation

/// The selection of a `List(selection:)`, as its rows read it: which rows are selected and how a tap changes that.
///
/// As SwiftUI's `List` on iOS 16: with a single selection (`Binding<ID?>`) a tapped row becomes the selection and
/// stays highlighted, in edit mode or not; with a multiple selection (`Binding<Set<ID>>`) rows are selected only
/// in edit mode, each showing a check circle, a tap adding it to the set or taking it out. A row's selection value
/// is its `tag(_:)`, or, as SwiftUI tags the rows of a `ForEach`, its id when that is of the selection's type.
struct ListSelection {
    /// Whether several rows can be selected (a `Set` binding).
    let allowsMultiple: Bool
    /// The values selected when the list was built.
    let selected: Set<AnyHashable>
    /// Whether `tag` is a value of the selection's type.
    let accepts: (AnyHashable) -> Bool
    /// What a tap on the row tagged `tag` does to the binding.
    let toggle: (AnyHashable) -> Void

    /// A single selection: a tap selects the row (tapping the selected row keeps it selected).
    init<SelectionValue: Hashable>(_ binding: Binding<SelectionValue?>) {
        allowsMultiple = false
        selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        accepts = { $0.base is SelectionValue }
        toggle = { tag in
            guard let value = tag.base as? SelectionValue else { return }
            binding.wrappedValue = value
        }
    }

    /// A multiple selection: a tap adds the row to the set, or takes it out.
    init<SelectionValue: Hashable>(_ binding: Binding<Set<SelectionValue>>) {
        allowsMultiple = true
        selected = Set(binding.wrappedValue.map(AnyHashable.init))
        accepts = { $0.base is SelectionValue }
        toggle = { tag in
            guard let value = tag.base as? SelectionValue else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }

    /// Whether rows are selected by tapping in the list's present mode: always for a single selection, only in
    /// edit mode for a multiple one.
    func isActive(editing: Bool) -> Bool { !allowsMultiple || editing }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list whose rows these are; nil outside a list or in a list without one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
