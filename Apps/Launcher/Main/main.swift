import LauncherUI

MainActor.assumeIsolated {
    LauncherApplication.main()
}
