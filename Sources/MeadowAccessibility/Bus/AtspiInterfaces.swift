internal import CGio
import MeadowCore

/// The AT-SPI2 interfaces the bridge implements, as D-Bus introspection data: the methods and properties of
/// at-spi2-core 2.46's `Accessible`, `Application`, `Component`, `Action`, `Value`, `Text`, `EditableText`,
/// `Selection` and `Cache` that libatspi and Orca call, with their signatures. GDBus checks each incoming call against them.
enum AtspiInterfaces {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let selection = "org.a11y.atspi.Selection"
    static let cache = "org.a11y.atspi.Cache"

    /// The interfaces of the application object (the root).
    static let ofApplication = [accessible, application]

    /// The interfaces an element answers: every element is accessible and has a place on screen; one that acts, or
    /// that a tap could act on (any element but a container), has actions; a slider or a stepper a value; a text,
    /// a heading or a text field text, editable for a text field; a list, a tab bar or a container of selected
    /// children (a segmented picker) a selection.
    static func of(_ node: AccessibilityNode) -> [String] {
        var names = [accessible, component]
        if AtspiActions(node).count > 0 { names.append(action) }
        if node.isAdjustable || node.atspiRole == .slider || node.atspiRole == .spinButton || node.atspiRole == .progressBar {
            names.append(value)
        }
        if [.staticText, .header, .textField, .secureTextField, .searchField].contains(node.role) { names.append(text) }
        if node.isTextEditable { names.append(editableText) }
        if offersSelection(node) { names.append(selection) }
        return names
    }

    /// Whether the element's children are chosen among (GTK 4's list views and tab lists): a list, a tab bar, or a
    /// container one of whose children is selected.
    static func offersSelection(_ node: AccessibilityNode) -> Bool {
        node.role == .list || node.role == .tabBar || node.children.contains { $0.traits.contains(.isSelected) }
    }

    /// The parsed introspection data, made once.
    nonisolated(unsafe) static let nodeInfo: UnsafeMutablePointer<GDBusNodeInfo> = {
        var error: UnsafeMutablePointer<GError>?
        guard let info = g_dbus_node_info_new_for_xml(xml, &error) else {
            preconditionFailure("the AT-SPI interface description does not parse: \(error.map { String(cString: $0.pointee.message) } ?? "")")
        }
        return info
    }()

    /// The description of the interface called `name`, owned by `nodeInfo`.
    static func info(_ name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo>? {
        g_dbus_node_info_lookup_interface(nodeInfo, name)
    }

    private static let xml = """
        <node>
          <interface name="org.a11y.atspi.Accessible">
            <property name="Name" type="s" access="read"/>
            <property name="Description" type="s" access="read"/>
            <property name="Parent" type="(so)" access="read"/>
            <property name="ChildCount" type="i" access="read"/>
            <property name="Locale" type="s" access="read"/>
            <property name="AccessibleId" type="s" access="read"/>
            <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
            <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
            <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
            <method name="GetRole"><arg direction="out" type="u"/></method>
            <method name="GetRoleName"><arg direction="out" type="s"/></method>
            <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
            <method name="GetState"><arg direction="out" type="au"/></method>
            <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetApplication"><arg direction="out" type="(so)"/></method>
            <method name="GetInterfaces"><arg direction="out" type="as"/></method>
          </interface>
          <interface name="org.a11y.atspi.Application">
            <property name="ToolkitName" type="s" access="read"/>
            <property name="Version" type="s" access="read"/>
            <property name="AtspiVersion" type="s" access="read"/>
            <property name="Id" type="i" access="readwrite"/>
            <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
          </interface>
          <interface name="org.a11y.atspi.Component">
            <method name="Contains"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
            <method name="GetAccessibleAtPoint"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="(so)"/></method>
            <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
            <method name="GetPosition"><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetLayer"><arg direction="out" type="u"/></method>
            <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
            <method name="GrabFocus"><arg direction="out" type="b"/></method>
            <method name="GetAlpha"><arg direction="out" type="d"/></method>
          </interface>
          <interface name="org.a11y.atspi.Action">
            <property name="NActions" type="i" access="read"/>
            <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
            <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Value">
            <property name="MinimumValue" type="d" access="read"/>
            <property name="MaximumValue" type="d" access="read"/>
            <property name="MinimumIncrement" type="d" access="read"/>
            <property name="CurrentValue" type="d" access="readwrite"/>
            <property name="Text" type="s" access="read"/>
          </interface>
          <interface name="org.a11y.atspi.Text">
            <property name="CharacterCount" type="i" access="read"/>
            <property name="CaretOffset" type="i" access="read"/>
            <method name="GetText"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetStringAtOffset"><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetTextAtOffset"><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetCharacterAtOffset"><arg direction="in" type="i"/><arg direction="out" type="i"/></method>
            <method name="SetCaretOffset"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="GetNSelections"><arg direction="out" type="i"/></method>
            <method name="GetSelection"><arg direction="in" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="AddSelection"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="RemoveSelection"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="SetSelection"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="GetDefaultAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetAttributes"><arg direction="in" type="i"/><arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetAttributeRun"><arg direction="in" type="i"/><arg direction="in" type="b"/><arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetCharacterExtents"><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetRangeExtents"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetOffsetAtPoint"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="i"/></method>
          </interface>
          <interface name="org.a11y.atspi.EditableText">
            <method name="SetTextContents"><arg direction="in" type="s"/><arg direction="out" type="b"/></method>
            <method name="InsertText"><arg direction="in" type="i"/><arg direction="in" type="s"/><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="DeleteText"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Selection">
            <property name="NSelectedChildren" type="i" access="read"/>
            <method name="GetSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="SelectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="DeselectSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="IsChildSelected"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="SelectAll"><arg direction="out" type="b"/></method>
            <method name="ClearSelection"><arg direction="out" type="b"/></method>
            <method name="DeselectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Cache">
            <method name="GetItems"><arg direction="out" type="a((so)(so)(so)iiassusau)"/></method>
          </interface>
        </node>
        """
}
