import MeadowCore

/// `org.a11y.atspi.Action`: the element's actions (`AtspiActions`), run on the main actor when asked.
extension AccessibilityBridge {
    func actionReply(to method: String, of node: AccessibilityNode, _ arguments: DBusArguments) -> [DBusValue]? {
        let actions = AtspiActions(node)
        let index = Int(arguments.int32(0))
        let name = actions.names.indices.contains(index) ? actions.names[index] : ""
        switch method {
        case "GetName", "GetLocalizedName": return [.string(name)]
        case "GetDescription": return [.string(index == 0 ? node.hint ?? "" : "")]
        case "GetKeyBinding": return [.string("")]
        case "GetActions":
            return [.array(elementType: "(sss)", actions.names.map { .tuple([.string($0), .string(""), .string("")]) })]
        case "DoAction":
            return [.bool(actions.perform(at: index, tap: tap))]
        default: return nil
        }
    }
}
