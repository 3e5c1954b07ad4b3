// The kill test's writer: `WikiStoreWriter PATH COUNT RUN` makes COUNT changes to the database at PATH, one
// transaction each, alternating between creating a wiki titled "RUN-N" and editing the body of one it created to
// "RUN-N", and prints a line for each change after it is committed:
//   created ID RUN-N
//   edited ID RUN-N
// The test kills it with SIGKILL at any moment and checks every printed change is in the file.
import Foundation
import WikiStore
import WikiUI

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: WikiStoreWriter PATH COUNT RUN\n".utf8))
    exit(2)
}
let run = arguments[3]
setvbuf(stdout, nil, _IOLBF, 0)
do {
    let database = try WikiDatabase(path: arguments[1])
    var created: [Int64] = []
    var generator = SystemRandomNumberGenerator()
    for step in 0..<count {
        let tag = "\(run)-\(step)"
        if created.isEmpty || step % 2 == 0 {
            let id = try database.create(.wiki, titled: tag, in: nil)
            created.append(id)
            print("created \(id) \(tag)")
        } else {
            let id = created.randomElement(using: &generator) ?? created[0]
            try database.setBody(tag, ofWiki: id)
            print("edited \(id) \(tag)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("WikiStoreWriter: \(error)\n".utf8))
    exit(1)
}
