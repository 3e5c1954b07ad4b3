// A file that imports CoreML sees Foundation, as on Apple's systems.
@_exported import Foundation
