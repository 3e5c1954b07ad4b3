import CGio
import Testing

@testable import MeadowAccessibility

/// The bridge's replies and events become GLib variants of the D-Bus types AT-SPI's interfaces declare.
@Suite("D-Bus values become GLib variants of their signatures")
struct DBusValueTests {
    private func signature(_ value: DBusValue) -> String {
        let variant = g_variant_ref_sink(value.makeVariant())
        defer { g_variant_unref(variant) }
        return String(cString: g_variant_get_type_string(variant))
    }

    @Test("References, empty arrays, states and an event body have AT-SPI's signatures")
    func signatures() {
        #expect(signature(.reference(":1.2", "/org/a11y/atspi/accessible/7")) == "(so)")
        #expect(signature(.array(elementType: "(so)", [])) == "a(so)")
        #expect(signature(.array(elementType: "u", [.uint32(1), .uint32(2)])) == "au")
        #expect(signature(.attributes([("toolkit", "Meadow")])) == "a{ss}")
        #expect(signature(.tuple([.string("add"), .int32(1), .int32(0), .variant(.int32(0)), .array(elementType: "{sv}", [])])) == "(siiva{sv})")
        #expect(signature(.array(elementType: "((so)(so)(so)iiassusau)", [])) == "a((so)(so)(so)iiassusau)")
        let labelledBy = DBusValue.tuple([.uint32(2), .array(elementType: "(so)", [.reference(":1.2", "/org/a11y/atspi/accessible/7")])])
        #expect(signature(.array(elementType: "(ua(so))", [labelledBy])) == "a(ua(so))")
    }

    @Test("Arguments read back by position and type")
    func arguments() {
        let tuple = g_variant_ref_sink(DBusValue.tuple([.int32(-3), .uint32(2), .string("hi"), .objectPath("/a")]).makeVariant())
        defer { g_variant_unref(tuple) }
        let arguments = DBusArguments(tuple)
        #expect(arguments.int32(0) == -3 && arguments.uint32(1) == 2 && arguments.string(2) == "hi" && arguments.objectPath(3) == "/a")
        #expect(arguments.string(0) == "" && arguments.int32(9) == 0)
    }
}
