import MeadowCore

/// `org.a11y.atspi.Accessible` and `Application`: what an object is, its place in the tree, its states.
extension AccessibilityBridge {
    func accessibleProperty(_ name: String, of entry: AtspiTree.Entry) -> DBusValue? {
        let node = entry.node
        return switch name {
        case "Name": .string(node.role == .window ? applicationName : node.label)
        case "Description": .string(node.hint ?? "")
        case "Parent": parentReference(of: entry)
        case "ChildCount": .int32(Int32(node.children.count))
        case "Locale": .string(Self.locale)
        case "AccessibleId": .string(node.identifier ?? "")
        default: nil
        }
    }

    func accessibleReply(to method: String, of entry: AtspiTree.Entry, _ arguments: DBusArguments) -> [DBusValue]? {
        let node = entry.node
        switch method {
        case "GetChildAtIndex":
            let index = Int(arguments.int32(0))
            return [node.children.indices.contains(index) ? reference(node.children[index]) : .reference("", AtspiTree.null)]
        case "GetChildren": return [.array(elementType: "(so)", node.children.map(reference))]
        case "GetIndexInParent": return [.int32(Int32(entry.index))]
        case "GetRole": return [.uint32(node.atspiRole.rawValue)]
        case "GetRoleName", "GetLocalizedRoleName": return [.string(node.atspiRole.description)]
        case "GetState":
            // The window is active while it has the keyboard focus.
            let states = node.role == .window && isWindowActive ? node.atspiStates.union(.active) : node.atspiStates
            return [.array(elementType: "u", states.words.map(DBusValue.uint32))]
        case "GetAttributes": return [attributes(of: node)]
        case "GetInterfaces": return [.array(elementType: "s", AtspiInterfaces.of(node).map(DBusValue.string))]
        case "GetRelationSet": return [relationSet(of: node)]
        default: return commonAccessibleReply(to: method)
        }
    }

    /// The relations, `a(ua(so))`: each type with the objects it points to.
    private func relationSet(of node: AccessibilityNode) -> DBusValue {
        .array(elementType: "(ua(so))", node.atspiRelations.map { relation in
            .tuple([.uint32(relation.type.rawValue), .array(elementType: "(so)", relation.targets.map { .reference(busName, AtspiTree.path(of: $0)) })])
        })
    }

    /// The attributes: the toolkit, and the identifier as GTK 4 gives it (`id`).
    private func attributes(of node: AccessibilityNode) -> DBusValue {
        .attributes([("toolkit", "Meadow")] + (node.identifier.map { [("id", $0)] } ?? []))
    }

    /// The application object: role application, named after the app, holding the window.
    func applicationAccessibleProperty(_ name: String) -> DBusValue? {
        switch name {
        case "Name": .string(applicationName)
        case "Description", "AccessibleId": .string("")
        case "Parent": desktop
        case "ChildCount": .int32(tree == nil ? 0 : 1)
        case "Locale": .string(Self.locale)
        default: nil
        }
    }

    func applicationAccessibleReply(to method: String, _ arguments: DBusArguments) -> [DBusValue]? {
        let window = tree.map { [reference($0.window)] } ?? []
        switch method {
        case "GetChildAtIndex": return [arguments.int32(0) == 0 ? window.first ?? .reference("", AtspiTree.null) : .reference("", AtspiTree.null)]
        case "GetChildren": return [.array(elementType: "(so)", window)]
        case "GetIndexInParent": return [.int32(-1)]
        case "GetRole": return [.uint32(Self.applicationRole)]
        case "GetRoleName", "GetLocalizedRoleName": return [.string("application")]
        case "GetState": return [.array(elementType: "u", AtspiStates().words.map(DBusValue.uint32))]
        case "GetAttributes": return [.attributes([("toolkit", "Meadow")])]
        case "GetInterfaces": return [.array(elementType: "s", AtspiInterfaces.ofApplication.map(DBusValue.string))]
        case "GetRelationSet": return [.array(elementType: "(ua(so))", [])]
        default: return commonAccessibleReply(to: method)
        }
    }

    /// libatspi's `ATSPI_ROLE_APPLICATION`.
    static let applicationRole: UInt32 = 75

    private func commonAccessibleReply(to method: String) -> [DBusValue]? {
        switch method {
        case "GetApplication": [applicationReference]
        default: nil
        }
    }

    func applicationProperty(_ name: String) -> DBusValue? {
        switch name {
        case "ToolkitName": .string("Meadow")
        case "Version": .string("1.0")
        case "AtspiVersion": .string("2.1")
        case "Id": .int32(applicationID)
        default: nil
        }
    }
}
