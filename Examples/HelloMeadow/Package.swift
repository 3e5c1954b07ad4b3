// swift-tools-version:5.10
import PackageDescription

// Meadow's checkout, whose scripts/bootstrap (run by its Makefile) builds the `#Preview` macro's compiler plugin.
let meadow = Context.packageDirectory + "/../.."

let package = Package(
    name: "HelloMeadow",
    dependencies: [.package(name: "Meadow", path: "../..")],
    targets: [
        .executableTarget(
            name: "HelloMeadow", dependencies: [.product(name: "SwiftUI", package: "Meadow")],
            resources: [.copy("Assets.xcassets"), .process("Resources")],
            swiftSettings: [
                .unsafeFlags(["-Xfrontend", "-load-plugin-library", "-Xfrontend", meadow + "/.build/macros/libMeadowPreviewMacros.so"])
            ])
    ]
)
