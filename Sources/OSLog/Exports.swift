// `import OSLog` (Apple's name for the unified-logging framework since iOS 14) brings `Logger` and `os_log`.
@_exported import os
