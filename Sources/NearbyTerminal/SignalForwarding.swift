import CShims

/// The process's signals as bytes on a pipe, so the event loop's `poll()` sees them with its
/// other input; the handlers only write (async-signal-safe). NearbyTerminal owns the shim.
public enum SignalForwarding {
    /// Installs handlers for SIGINT, SIGTERM, SIGHUP, SIGWINCH and SIGCONT that write the signal
    /// number as one byte to `fd` (a non-blocking pipe's write end).
    public static func install(writingTo fd: Int32) {
        nb_forward_signals(fd)
    }
}
