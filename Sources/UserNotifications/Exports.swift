// A file that imports UserNotifications sees Foundation, as on Apple's systems.
@_exported import Foundation
