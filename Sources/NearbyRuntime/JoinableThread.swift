#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// One joinable pthread running a closure: the workers' blocking loops (curl, SQLite, tile
/// decode) run here, off the cooperative pool, and `join` waits for them so the process never
/// exits in the middle of a commit. It lives in the runtime, below every worker's module; the
/// app's state and update stay free of threads.
public final class JoinableThread: Sendable {
    /// pthread_create refused a new thread; `description` is the reason in words (strerror).
    public struct StartError: Error, Equatable, CustomStringConvertible {
        /// The errno pthread_create returned.
        public let code: Int32

        public init(code: Int32) { self.code = code }

        public var description: String { String(cString: strerror(code)) }
    }

    /// The closure's box travels to the new thread as its one raw argument.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let handle = Mutex<pthread_t?>(nil)

    public init() {}

    /// Runs `body` on a new joinable thread (whatever `body` captures lives until it returns).
    public func start(_ body: @escaping @Sendable () -> Void) throws(StartError) {
        let box = Unmanaged.passRetained(Body(body))
        var created = pthread_t()
        let status = pthread_create(&created, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard status == 0 else {
            box.release()
            throw StartError(code: status)
        }
        handle.withLock { $0 = created }
    }

    /// Waits for the thread to end; does nothing when it never started or was joined already.
    public func join() {
        if let running = handle.withLock({ $0.take() }) { pthread_join(running, nil) }
    }
}
