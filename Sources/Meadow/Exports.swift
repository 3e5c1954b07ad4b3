@_exported import Combine
@_exported import Foundation
@_exported import MeadowCore
@_exported import Observation
@_exported import UIKitCore
