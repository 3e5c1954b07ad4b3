// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "HelloMeadow",
    dependencies: [.package(name: "Meadow", path: "../..")],
    targets: [
        .executableTarget(
            name: "HelloMeadow", dependencies: [.product(name: "SwiftUI", package: "Meadow")],
            resources: [.copy("Assets.xcassets"), .process("Resources")])
    ]
)
