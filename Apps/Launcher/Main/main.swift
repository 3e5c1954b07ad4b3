import LauncherCommandLine
import LauncherUI

MainActor.assumeIsolated {
    LauncherApplication.main()
}
