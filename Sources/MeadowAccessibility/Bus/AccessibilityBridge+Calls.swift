internal import CGio
import Foundation
import MeadowCore

/// How the bridge routes a call from the bus: to the object at its path, then to the interface it names.
extension AccessibilityBridge {
    /// The interfaces of the subtree node `node` (`root`, or an element's number); nil when there is no such
    /// object now.
    func interfaces(ofNode node: String) -> [String]? {
        switch object(at: AtspiTree.elements + "/" + node) {
        case .application: AtspiInterfaces.ofApplication
        case .element(let entry): AtspiInterfaces.of(entry.node)
        case .cache, nil: nil
        }
    }

    /// The out arguments of `method` of `interface` called on the object at `path`.
    func reply(to method: String, of interface: String, at path: String, arguments: DBusArguments) -> Result<[DBusValue], DBusError> {
        guard let object = object(at: path) else { return .failure(.unknownObject(path)) }
        let values: [DBusValue]? = switch (object, interface) {
        case (.cache, AtspiInterfaces.cache):
            // Nothing is pushed into clients' caches: they ask each object (libatspi accepts an empty cache).
            method == "GetItems" ? [.array(elementType: "((so)(so)(so)iiassusau)", [])] : nil
        case (.application, AtspiInterfaces.accessible): applicationAccessibleReply(to: method, arguments)
        case (.application, AtspiInterfaces.application): method == "GetLocale" ? [.string(Self.locale)] : nil
        case (.element(let entry), AtspiInterfaces.accessible): accessibleReply(to: method, of: entry, arguments)
        case (.element(let entry), AtspiInterfaces.component): componentReply(to: method, of: entry, arguments)
        case (.element(let entry), AtspiInterfaces.action): actionReply(to: method, of: entry.node, arguments)
        case (.element(let entry), AtspiInterfaces.text): textReply(to: method, of: entry.node, arguments)
        case (.element(let entry), AtspiInterfaces.editableText): editableTextReply(to: method, of: entry.node, arguments)
        case (.element(let entry), AtspiInterfaces.selection): selectionReply(to: method, of: entry.node, arguments)
        default: nil
        }
        return values.map { .success($0) } ?? .failure(.unknownMethod(interface, method))
    }

    /// The property `name` of `interface` of the object at `path`.
    func property(_ name: String, of interface: String, at path: String) -> DBusValue? {
        switch (object(at: path), interface) {
        case (.application, AtspiInterfaces.accessible): applicationAccessibleProperty(name)
        case (.application, AtspiInterfaces.application): applicationProperty(name)
        case (.element(let entry), AtspiInterfaces.accessible): accessibleProperty(name, of: entry)
        case (.element(let entry), AtspiInterfaces.action): name == "NActions" ? .int32(Int32(AtspiActions(entry.node).count)) : nil
        case (.element(let entry), AtspiInterfaces.value): valueProperty(name, of: entry.node)
        case (.element(let entry), AtspiInterfaces.text): textProperty(name, of: entry.node)
        case (.element(let entry), AtspiInterfaces.selection): selectionProperty(name, of: entry.node)
        default: nil
        }
    }

    /// Sets a writable property: the application's `Id`, which the registry gives it, or an element's
    /// `Value.CurrentValue`.
    func setProperty(_ name: String, of interface: String, at path: String, to value: OpaquePointer?) -> Bool {
        switch (object(at: path), interface, name) {
        case (.application, AtspiInterfaces.application, "Id"):
            guard let value else { return false }
            applicationID = g_variant_get_int32(value)
            return true
        case (.element(let entry), AtspiInterfaces.value, "CurrentValue"):
            guard let target = DBusArguments.double(inVariant: value) else { return false }
            return setValue(of: entry.node, to: target)
        default:
            return false
        }
    }

    /// The locale the application answers in, as POSIX names it: the user's (`UserLocale`).
    static var locale: String {
        let identifier = UserLocale.current.identifier
        return identifier.isEmpty ? "C" : identifier
    }
}
