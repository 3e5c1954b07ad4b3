// AVFAudio's API speaks Foundation's types (URL, Data, TimeInterval, NSError), and a file that imports only
// AVFoundation or AVFAudio sees Foundation, as on Apple's systems (`Bundle.main.url(forResource:)` beside a player).
@_exported import Foundation
