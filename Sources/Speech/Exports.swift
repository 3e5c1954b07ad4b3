// A file that imports Speech sees Foundation, as on Apple's systems.
@_exported import Foundation
