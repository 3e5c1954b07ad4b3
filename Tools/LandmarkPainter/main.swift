import Foundation

// Paints each landmark's picture from landmarkData.json into an asset catalog:
//     LandmarkPainter DATA.json CATALOG.xcassets
// writes CATALOG.xcassets/<imageName>.imageset/<imageName>@2x.png (500×500 pixels, 250 points) and its Contents.json.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let dataPath = arguments.first, let catalogPath = arguments.last else {
    FileHandle.standardError.write(Data("usage: LandmarkPainter landmarkData.json Assets.xcassets\n".utf8))
    exit(2)
}
do {
    let landmarks = try JSONDecoder().decode([LandmarkFacts].self, from: Data(contentsOf: URL(fileURLWithPath: dataPath)))
    for landmark in landmarks {
        let folder = URL(fileURLWithPath: catalogPath).appendingPathComponent("\(landmark.imageName).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = "\(landmark.imageName)@2x.png"
        var painter = Painter(landmark: landmark)
        try painter.paint(to: folder.appendingPathComponent(file).path)
        let contents = """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "filename" : "\(file)",
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "idiom" : "universal",
                  "scale" : "3x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        print(folder.appendingPathComponent(file).path)
    }
} catch {
    FileHandle.standardError.write(Data("LandmarkPainter: \(error)\n".utf8))
    exit(1)
}
