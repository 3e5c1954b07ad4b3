// Foundation on Linux defines Core Graphics' geometry types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), so a
// file that imports only CoreGraphics gets them from Foundation, re-exported. (Type aliases of the same names
// would make `[CGFloat](repeating:count:)` ambiguous in a file that also imports Foundation.)
@_exported import Foundation
