import CoreData
import Foundation

/// A data model as Xcode's model editor writes it (`Wallet.xcdatamodeld` with two versions, the second current):
/// a `Card` entity whose class Xcode generates, and a `Note` entity with no class of its own.
enum WalletModel {
    static let version1 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Card" representedClassName="Card" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    static let version2 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Card" representedClassName="Card" syncable="YES" codeGenerationType="class">
                <attribute name="color" optional="YES" attributeType="Binary"/>
                <attribute name="expMonth" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="limit" optional="YES" attributeType="Integer 32" defaultValueString="500" usesScalarValueType="YES"/>
                <attribute name="isFrozen" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES">
                <attribute name="text" attributeType="String"/>
            </entity>
        </model>
        """

    static let currentVersion = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>_XCCurrentVersionName</key>
            <string>Wallet 2.xcdatamodel</string>
        </dict>
        </plist>
        """

    /// Writes the model into `folder`, returning the `.xcdatamodeld`'s URL.
    static func write(in folder: URL) throws -> URL {
        let model = folder.appendingPathComponent("Wallet.xcdatamodeld")
        for (version, text) in [("Wallet.xcdatamodel", version1), ("Wallet 2.xcdatamodel", version2)] {
            let versionFolder = model.appendingPathComponent(version)
            try FileManager.default.createDirectory(at: versionFolder, withIntermediateDirectories: true)
            try text.write(to: versionFolder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try currentVersion.write(to: model.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        return model
    }
}

/// `Card` as `meadow run` generates it for Xcode's "Class Definition" code generation: the class, and each
/// `@NSManaged` property of Xcode's generated extension written as accessors of the object's values.
final class Card: NSManagedObject {}

extension Card {
    class func fetchRequest() -> NSFetchRequest<Card> {
        NSFetchRequest<Card>(entityName: "Card")
    }

    var color: Data? {
        get { _managedValue(forKey: "color") }
        set { _setManagedValue(newValue, forKey: "color") }
    }
    var expMonth: Int16 {
        get { _managedValue(forKey: "expMonth") }
        set { _setManagedValue(newValue, forKey: "expMonth") }
    }
    var limit: Int32 {
        get { _managedValue(forKey: "limit") }
        set { _setManagedValue(newValue, forKey: "limit") }
    }
    var isFrozen: Bool {
        get { _managedValue(forKey: "isFrozen") }
        set { _setManagedValue(newValue, forKey: "isFrozen") }
    }
    var name: String? {
        get { _managedValue(forKey: "name") }
        set { _setManagedValue(newValue, forKey: "name") }
    }
    var timestamp: Date? {
        get { _managedValue(forKey: "timestamp") }
        set { _setManagedValue(newValue, forKey: "timestamp") }
    }
}

extension Card: Identifiable {}
