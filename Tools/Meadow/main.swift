import Foundation

// `meadow run PATH`: an iOS SwiftUI app's Xcode project (or a Swift package) built against Meadow and run on Linux;
// `meadow check DIR`: every project under DIR built and rendered, with what blocks them ranked. CommandLineOptions
// has the usage; OpenedProject reads the project and writes the generated package; ProjectBuild builds it.

exit(MeadowCommand.main(Array(CommandLine.arguments.dropFirst())))
