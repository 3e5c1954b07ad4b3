@_spi(Reflection) import Swift

/// How the stored properties of one type compare, worked out once per type from its metadata, so comparing two
/// values of a view later reads their fields in place and costs no reflection.
///
/// SwiftUI decides that a view's inputs are unchanged field by field: an `Equatable` field by `==`, an object
/// (an `@Observable` model, a class) by identity, an `@ObservedObject` by the object it holds, a binding by the
/// value it reads; `@State`, `@StateObject` and `@Environment` are the view's own storage, not inputs. A closure
/// cannot be compared, so a view holding one is always evaluated again.
@MainActor
struct InputFieldTable {
    /// Compares a field of two values laid out at the same addresses.
    typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// What one stored property is, for comparison.
    enum Field {
        /// Compared by a comparison made for its type.
        case compared(offset: Int, Comparison)
        /// A binding: compared by the value it reads now against the one it read at the last evaluation.
        case binding(offset: Int, read: (UnsafeRawPointer) -> Any)
        /// Storage of the view's own (`@State`, `@Environment`…), linked to the node rather than compared.
        case dynamic(offset: Int, read: (UnsafeRawPointer) -> any DynamicPropertyLink)
        /// An `@ObservedObject`: linked to the node, which observes its object, and compared by that object.
        case observed(offset: Int, Comparison, read: (UnsafeRawPointer) -> any DynamicPropertyLink)
    }

    /// The fields in declaration order, or nil when the type's values cannot be compared field by field (an enum
    /// with payloads, a tuple, an existential): two of those compare equal only when `Equatable` says so.
    let fields: [Field]?

    private static var tables: [ObjectIdentifier: InputFieldTable] = [:]

    /// The table of `type`, made on first use.
    static func of(_ type: Any.Type) -> InputFieldTable {
        if let known = tables[ObjectIdentifier(type)] { return known }
        let table = InputFieldTable(type)
        tables[ObjectIdentifier(type)] = table
        return table
    }

    private init(_ type: Any.Type) {
        guard Self.kind(of: type) == .struct else {
            fields = nil
            return
        }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append(Self.field(of: fieldType, kind: kind, at: offset))
            return true
        }
        self.fields = complete ? fields : nil
    }

    /// Whether every input field of the values at `old` and `new` is unchanged; the bindings are compared with
    /// `bindingValues`, the values they read at the last evaluation, in declaration order.
    func equal(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, bindingValues: [Any] = []) -> Bool {
        guard let fields else { return false }
        var bindingIndex = 0
        for field in fields {
            switch field {
            case .compared(let offset, let compare), .observed(let offset, let compare, _):
                guard compare(old + offset, new + offset) else { return false }
            case .binding(let offset, let read):
                guard bindingIndex < bindingValues.count,
                    ViewInputs.isEqual(bindingValues[bindingIndex], read(new + offset))
                else { return false }
                bindingIndex += 1
            case .dynamic:
                continue
            }
        }
        return true
    }

    /// The values the bindings of the value at `value` read now, in declaration order.
    func bindingValues(_ value: UnsafeRawPointer) -> [Any] {
        (fields ?? []).compactMap { field in
            guard case .binding(let offset, let read) = field else { return nil }
            return read(value + offset)
        }
    }

    /// The dynamic properties (`@State`, `@Environment`…) of the value at `value`, in declaration order.
    func dynamicProperties(_ value: UnsafeRawPointer) -> [any DynamicPropertyLink] {
        (fields ?? []).compactMap { field in
            switch field {
            case .dynamic(let offset, let read), .observed(let offset, _, let read): return read(value + offset)
            case .compared, .binding: return nil
            }
        }
    }

    private static func field(of type: Any.Type, kind: _MetadataKind, at offset: Int) -> Field {
        if let observed = type as? any (ObservedObjectInput & DynamicPropertyLink).Type {
            return .observed(offset: offset, observedComparison(observed), read: reader(observed))
        }
        if let dynamic = type as? any DynamicPropertyLink.Type { return .dynamic(offset: offset, read: reader(dynamic)) }
        if let binding = type as? any AnyBinding.Type { return .binding(offset: offset, read: bindingReader(binding)) }
        if kind == .struct, type is any DynamicProperty.Type, let nested = nestedReader(type) { return .dynamic(offset: offset, read: nested) }
        return .compared(offset: offset, comparison(of: type, kind: kind))
    }

    /// How two values of `type` compare: `==` when it is `Equatable`, identity for an object, field by field for
    /// a structure, never equal for a closure, and by their dynamic type for anything else (an existential, an
    /// optional or enum that is not `Equatable`).
    static func comparison(of type: Any.Type, kind: _MetadataKind) -> Comparison {
        if let equatable = type as? any Equatable.Type { return equatableComparison(equatable) }
        switch kind {
        case .class:
            return { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
        case .function:
            return { _, _ in false }
        case .struct:
            let table = of(type)
            return { table.equal($0, $1) }
        default:
            return dynamicComparison(type)
        }
    }

    /// The metadata kind of `type` (a structure, a class, an enum…), read as the kind of a field of that type.
    private static func kind(of type: Any.Type) -> _MetadataKind? {
        func boxKind<T>(_: T.Type) -> _MetadataKind? {
            var kind: _MetadataKind?
            _forEachField(of: FieldBox<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: boxKind)
    }

    private static func equatableComparison<T: Equatable>(_: T.Type) -> Comparison {
        { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
    }

    private static func observedComparison<T: ObservedObjectInput & DynamicPropertyLink>(_: T.Type) -> Comparison {
        { $0.assumingMemoryBound(to: T.self).pointee.object === $1.assumingMemoryBound(to: T.self).pointee.object }
    }

    private static func dynamicComparison(_ type: Any.Type) -> Comparison {
        func typed<T>(_: T.Type) -> Comparison {
            { ViewInputs.isEqual($0.assumingMemoryBound(to: T.self).pointee, $1.assumingMemoryBound(to: T.self).pointee) }
        }
        return _openExistential(type, do: typed)
    }

    private static func reader<T: DynamicPropertyLink>(_: T.Type) -> (UnsafeRawPointer) -> any DynamicPropertyLink {
        { $0.assumingMemoryBound(to: T.self).pointee }
    }

    /// Reads a `DynamicProperty` structure of the app's own as the dynamic properties it holds; nil when it holds
    /// none (`Bindable`, compared as a value).
    private static func nestedReader(_ type: Any.Type) -> ((UnsafeRawPointer) -> any DynamicPropertyLink)? {
        let table = InputFieldTable.of(type)
        let holdsDynamic = (table.fields ?? []).contains { field in
            switch field {
            case .dynamic, .observed: true
            case .compared, .binding: false
            }
        }
        guard holdsDynamic else { return nil }
        return { NestedDynamicProperties(properties: table.dynamicProperties($0)) }
    }

    private static func bindingReader<T: AnyBinding>(_: T.Type) -> (UnsafeRawPointer) -> Any {
        { $0.assumingMemoryBound(to: T.self).pointee.anyValue }
    }
}

/// A structure of one field of type `T`, whose field's kind is `T`'s.
private struct FieldBox<T> {
    var value: T
}
