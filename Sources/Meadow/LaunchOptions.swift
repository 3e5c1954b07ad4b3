import Foundation
import MeadowCore

/// The command line every Meadow app accepts: `--snapshot PATH.png`, `--device NAME`, `--scale N`,
/// `--list-devices`, `--stats`, `--locale ID`, `--text-size NAME`, `--contrast standard|increased`, and the options of a `CommandLineApp`, passed
/// on to it in order.
struct LaunchOptions {
    var snapshotPath: String?
    var device = Device.iPhone15
    var listDevices = false
    var printsStats = false
    /// The language to show the app in (`--locale de_DE`), over `LANG`.
    var locale: String?
    /// The Dynamic Type size to show text at (`--text-size accessibility3`), over the desktop's text scaling.
    var dynamicTypeSize: DynamicTypeSize?
    /// The contrast to show colours at (`--contrast increased`, iOS's Increase Contrast), over the desktop's.
    var colorSchemeContrast: ColorSchemeContrast?
    /// The options Meadow does not know, each with the value after it, for a `CommandLineApp` to read.
    var appArguments: [String] = []

    /// A problem with the command line, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String], passingUnknownOptions: Bool = false) throws {
        var remaining = arguments[...]
        var scale: CGFloat?
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--snapshot":
                snapshotPath = try value(for: argument)
            case "--device":
                let name = try value(for: argument)
                guard let device = Device.named(name) else {
                    throw UsageError(description: "--device: unknown device \"\(name)\"; --list-devices shows the presets")
                }
                self.device = device
            case "--scale":
                let text = try value(for: argument)
                guard let number = Double(text), number >= 1, number <= 4 else {
                    throw UsageError(description: "--scale takes a number from 1 to 4, got \"\(text)\"")
                }
                scale = CGFloat(number)
            case "--list-devices":
                listDevices = true
            case "--stats":
                printsStats = true
            case "--locale":
                locale = try value(for: argument)
            case "--text-size":
                let name = try value(for: argument)
                guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == name }) else {
                    let names = DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")
                    throw UsageError(description: "--text-size: unknown size \"\(name)\"; use one of \(names)")
                }
                dynamicTypeSize = size
            case "--contrast":
                let name = try value(for: argument)
                guard let contrast = ColorSchemeContrast.allCases.first(where: { "\($0)" == name }) else {
                    throw UsageError(description: "--contrast: unknown contrast \"\(name)\"; use standard or increased")
                }
                colorSchemeContrast = contrast
            case _ where passingUnknownOptions && argument.hasPrefix("--"):
                appArguments.append(argument)
                if let next = remaining.first, !next.hasPrefix("--") { appArguments.append(remaining.removeFirst()) }
            default:
                throw UsageError(description: "unknown option \"\(argument)\"; use --snapshot PATH.png, --device NAME, --scale N, --locale ID, --text-size NAME, --contrast increased, --list-devices or --stats")
            }
        }
        if let scale { device = device.withScale(scale) }
    }
}
