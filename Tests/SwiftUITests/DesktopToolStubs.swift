import Foundation

/// A folder of stand-ins for the desktop tools Meadow asks at launch: `gdbus` printing `portal` (the settings
/// portal's answer) and `gsettings` printing `gnome`, each failing as the real tool does when its value is nil.
/// `environment` puts only them on the PATH, with a session bus address when `hasBus`; the folder goes with `remove()`.
struct DesktopToolStubs {
    let folder: URL
    let environment: [String: String]

    init(portal: String?, gnome: String?, hasBus: Bool) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (tool, output) in [("gdbus", portal), ("gsettings", gnome)] {
            let script = output.map { "#!/bin/sh\necho '\($0)'\n" } ?? "#!/bin/sh\necho 'Error: no such service' >&2\nexit 1\n"
            let url = folder.appendingPathComponent(tool)
            try script.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        var environment = ["PATH": folder.path]
        if hasBus { environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent" }
        self.environment = environment
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
