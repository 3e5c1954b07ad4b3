import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private enum Theme: String { case light, dark }
private enum Speed: Int { case slow = 1, fast = 2 }

/// Shows a count kept in a store, as a settings screen shows an `@AppStorage` value.
private struct CountLabel: View {
    @AppStorage var count: Int

    init(store: UserDefaults) {
        _count = AppStorage(wrappedValue: 0, "count", store: store)
    }

    var body: some View {
        Text("count \(count)")
    }
}

/// `@AppStorage` and `@SceneStorage` as SwiftUI's: values kept in `UserDefaults`, read back by a fresh store of the
/// same suite, and views re-evaluated when a value changes.
@MainActor
@Suite("@AppStorage and @SceneStorage")
struct AppStorageTests {
    let suite = "meadow-app-storage-\(UUID().uuidString)"

    func makeStore() throws -> UserDefaults {
        try #require(UserDefaults(suiteName: suite))
    }

    @Test("Each type is written as UserDefaults keeps it and read back with its default when absent")
    func typesRoundTrip() throws {
        let store = try makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        let number = AppStorage(wrappedValue: 1, "number", store: store)
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        let name = AppStorage(wrappedValue: "none", "name", store: store)
        let link = AppStorage(wrappedValue: URL(string: "https://a.example")!, "link", store: store)
        let blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        let speed = AppStorage(wrappedValue: Speed.slow, "speed", store: store)
        #expect(flag.wrappedValue == false && number.wrappedValue == 1 && name.wrappedValue == "none")
        flag.wrappedValue = true
        number.wrappedValue = 42
        ratio.wrappedValue = 2.25
        name.wrappedValue = "Ada"
        link.wrappedValue = URL(string: "https://meadow.example/x")!
        blob.wrappedValue = Data([1, 2, 3])
        theme.wrappedValue = .dark
        speed.wrappedValue = .fast
        #expect(store.bool(forKey: "flag") && store.integer(forKey: "number") == 42 && store.double(forKey: "ratio") == 2.25)
        #expect(store.string(forKey: "name") == "Ada" && store.string(forKey: "theme") == "dark" && store.integer(forKey: "speed") == 2)
        #expect(link.wrappedValue.absoluteString == "https://meadow.example/x" && blob.wrappedValue == Data([1, 2, 3]))
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .dark)
        store.set("purple", forKey: "theme")
        #expect(theme.wrappedValue == .light)  // no such case: the default
    }

    @Test("An optional value is nil when absent, and setting nil removes the key")
    func optionals() throws {
        let store = try makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let name = AppStorage<String?>("nickname", store: store)
        let theme = AppStorage<Theme?>("optionalTheme", store: store)
        #expect(name.wrappedValue == nil && theme.wrappedValue == nil)
        name.wrappedValue = "Bee"
        theme.wrappedValue = .dark
        #expect(store.string(forKey: "nickname") == "Bee" && theme.wrappedValue == .dark)
        name.wrappedValue = nil
        #expect(store.object(forKey: "nickname") == nil)
    }

    @Test("A value written survives into a fresh store of the same suite, as at the next launch")
    func persists() throws {
        let store = try makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        AppStorage(wrappedValue: 0, "launches", store: store).wrappedValue = 7
        let fresh = try makeStore()
        #expect(AppStorage(wrappedValue: 0, "launches", store: fresh).wrappedValue == 7)
    }

    @Test("A view reading a key is evaluated again when another @AppStorage of the key writes it, or a binding does")
    func viewUpdates() throws {
        let store = try makeStore()
        defer { store.removePersistentDomain(forName: suite) }
        let driver = InteractionDriver(CountLabel(store: store), device: Device(name: "c", size: CGSize(width: 300, height: 100), safeAreaInsets: EdgeInsets(), scale: 1))
        #expect(driver.find(text: "count 0") != nil)
        AppStorage(wrappedValue: 0, "count", store: store).wrappedValue = 5
        #expect(driver.find(text: "count 5") != nil)
        AppStorage(wrappedValue: 0, "count", store: store).projectedValue.wrappedValue = 6
        #expect(driver.find(text: "count 6") != nil)
        store.set(9, forKey: "count")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
        #expect(driver.find(text: "count 9") != nil)
    }

    @Test("@SceneStorage keeps its value in the standard store under the scene's prefix")
    func sceneStorage() {
        let key = "tab-\(UUID().uuidString)"
        defer { UserDefaults.standard.removeObject(forKey: "SceneStorage." + key) }
        let tab = SceneStorage(wrappedValue: "home", key)
        #expect(tab.wrappedValue == "home")
        tab.wrappedValue = "search"
        #expect(UserDefaults.standard.string(forKey: "SceneStorage." + key) == "search")
        #expect(SceneStorage(wrappedValue: "home", key).wrappedValue == "search")
    }

    @Test("The app's user folders are its own XDG folders")
    func userFolders() {
        let documents = UserFolders.url(for: .documentDirectory, app: "MeadowFolderTest")
        let caches = UserFolders.url(for: .cachesDirectory, app: "MeadowFolderTest")
        #expect(documents.path.hasSuffix("/MeadowFolderTest/Documents"))
        #expect(caches.lastPathComponent == "MeadowFolderTest")
        #expect(FileManager.default.fileExists(atPath: documents.path))
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        try? FileManager.default.removeItem(at: documents.deletingLastPathComponent())
        try? FileManager.default.removeItem(at: caches)
    }
}

/// A pushed value as an app declares it (internal: a private type has no name the decoder can find).
struct PathLandmark: Codable, Hashable { var id: Int }

@Suite("NavigationPath.codable")
struct NavigationPathCodableTests {
    @Test("A path of Codable values encodes to JSON and decodes to an equal path, as SwiftUI's codable")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(PathLandmark(id: 1001))
        path.append("detail")
        path.append(3)
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(NavigationPath(decoded) == path)
        #expect(NavigationPath(decoded).count == 3)
    }

    @Test("A path holding a value that is not Codable has no codable form")
    func notCodable() {
        struct Plain: Hashable {}
        var path = NavigationPath()
        path.append(Plain())
        #expect(path.codable == nil)
    }
}
