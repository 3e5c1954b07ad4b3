import Foundation

struct Flower: Decodable, Identifiable {
    var name: String
    var symbol: String

    var id: String { name }
}

/// The flowers in `flowers.json`, read from the app's bundle as an iOS app reads its resources.
let flowers: [Flower] = {
    guard let url = Bundle.main.url(forResource: "flowers", withExtension: "json"),
        let data = try? Data(contentsOf: url),
        let flowers = try? JSONDecoder().decode([Flower].self, from: data)
    else {
        fatalError("Couldn't load flowers.json from the main bundle")
    }
    return flowers
}()
