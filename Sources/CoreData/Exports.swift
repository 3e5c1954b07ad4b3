// A file that imports CoreData sees Foundation, as on Apple's systems.
@_exported import Foundation
