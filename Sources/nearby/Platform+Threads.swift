#if canImport(Glibc)
import Glibc
#endif

extension Platform {
    /// How much nicer than the app a background read runs (nice(1)'s default step).
    static let backgroundNiceness: Int32 = 10

    /// Lowers the calling thread's scheduling priority, so a background read yields the CPU to
    /// the threads a frame waits for. Linux keeps the nice value per thread and reads `who` 0
    /// as the calling thread (setpriority(2), BUGS). A refusal is harmless: the thread then
    /// runs at the app's priority.
    static func lowerThreadPriority() {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        guard errno == 0 else { return }
        _ = setpriority(which, 0, min(19, current + backgroundNiceness))
    }
}
