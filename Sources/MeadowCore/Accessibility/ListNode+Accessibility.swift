/// A `List` is a list holding its rows.
extension ListNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        AutomaticAccessibility(role: .list, children: .contain)
    }
}
