import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the entities of a data model's `contents` file, the XML Xcode's model editor writes:
/// `<entity name representedClassName codeGenerationType>` holding `<attribute name optional attributeType
/// defaultValueString usesScalarValueType>`.
final class DataModelReader: NSObject, XMLParserDelegate {
    /// A model file that is not the XML Xcode writes.
    struct Malformed: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    private var entities: [NSEntityDescription] = []
    private var current: NSEntityDescription?
    private var attributes: [NSPropertyDescription] = []

    static func entities(in data: Data) throws -> [NSEntityDescription] {
        let reader = DataModelReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw Malformed(line: parser.lineNumber, reason: parser.parserError.map { "\($0)" } ?? "not a data model")
        }
        return reader.entities
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        switch elementName {
        case "entity":
            let entity = NSEntityDescription()
            entity.name = attributeDict["name"]
            entity.managedObjectClassName = attributeDict["representedClassName"] ?? "NSManagedObject"
            entity.codeGenerationType = attributeDict["codeGenerationType"]
            current = entity
            attributes = []
        case "attribute" where current != nil:
            let attribute = NSAttributeDescription()
            attribute.name = attributeDict["name"] ?? ""
            attribute.isOptional = attributeDict["optional"] == "YES"
            attribute.attributeType = NSAttributeType(modelName: attributeDict["attributeType"] ?? "")
            attribute.usesScalarValueType = attributeDict["usesScalarValueType"] == "YES"
            attribute.defaultValue = attributeDict["defaultValueString"].flatMap {
                ManagedValue.parse($0, as: attribute.attributeType)
            }
            attributes.append(attribute)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName == "entity", let entity = current else { return }
        entity.properties = attributes
        entities.append(entity)
        current = nil
    }
}
