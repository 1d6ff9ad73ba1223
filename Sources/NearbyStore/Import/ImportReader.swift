import Dispatch
import NearbyFormats
import NearbyRuntime
import Synchronization

/// Reads an import's decoder into `ImportChunk`s of `batchSize` venues. Every venue is checked
/// against `VenueLimits` here, where its position is known, so the summary says which row broke
/// which limit (the store would drop it without a word).
struct ImportReader {
    let batchSize: Int

    /// Reads the whole input, handing `emit` each chunk in order; stops early when `emit`
    /// returns false. The last chunk has `isLast` set (and the failure, if reading failed).
    func read(_ decoder: any VenueDecoder, emit: (ImportChunk) -> Bool) {
        var chunk = ImportChunk()
        chunk.venues.reserveCapacity(batchSize)
        chunk.positions.reserveCapacity(batchSize)
        var rows = 0
        func finish(_ chunk: inout ImportChunk) {
            chunk.rows = rows
            (chunk.bytesDone, chunk.bytesTotal) = decoder.progress
        }
        while true {
            let item: ImportItem?
            do {
                item = try decoder.next()
            } catch {
                chunk.failure = error
                break
            }
            guard let item else { break }
            rows += 1
            switch item {
            case .venue(let venue):
                let position = decoder.position ?? "record \(rows)"
                if let violation = VenueLimits.violation(of: venue) {
                    chunk.skips.append(ImportSkip(position: position, kind: violation.kind, detail: violation.detail))
                    continue
                }
                chunk.venues.append(venue)
                chunk.positions.append(position)
                if chunk.venues.count >= batchSize {
                    finish(&chunk)
                    guard emit(chunk) else { return }
                    chunk = ImportChunk()
                    chunk.venues.reserveCapacity(batchSize)
                    chunk.positions.reserveCapacity(batchSize)
                }
            case .skipped(let skip):
                chunk.skips.append(skip)
            }
        }
        finish(&chunk)
        chunk.isLast = true
        _ = emit(chunk)
    }

    /// `read` on a thread of its own, so decoding the next batch overlaps writing this one (the
    /// two cores each do one). `consume` runs here, on the caller's thread, for each chunk in
    /// order; when it returns false the reading stops at the next batch. One chunk is written
    /// while one waits and one is read, so memory stays at three batches. When no thread can be
    /// started, reads on the caller's thread instead.
    func readAhead(_ decoder: any VenueDecoder, consume: (ImportChunk) -> Bool) {
        let handoff = ChunkHandoff()
        // The decoder is used by the reading thread alone until it is joined below.
        let owned = UncheckedBox(decoder)
        let reader = self
        let thread = JoinableThread()
        do {
            try thread.start { reader.read(owned.value) { chunk in handoff.put(chunk) } }
        } catch {
            read(decoder, emit: consume)
            return
        }
        var wanted = true
        while true {
            let chunk = handoff.take()
            if wanted { wanted = consume(chunk) }
            if !wanted { handoff.stop() }
            if chunk.isLast || !wanted { break }
        }
        thread.join()
    }
}

/// A non-Sendable value handed to one other thread, which alone uses it until it is joined.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One chunk at a time from the reading thread to the writing one: `put` waits while the last
/// chunk is not taken yet; `stop` makes every later `put` return false at once.
private final class ChunkHandoff: Sendable {
    private struct State {
        var chunk: ImportChunk?
        var stopped = false
    }

    private let state = Mutex(State())
    /// A free slot, and a filled one.
    private let free = DispatchSemaphore(value: 1)
    private let filled = DispatchSemaphore(value: 0)

    func put(_ chunk: ImportChunk) -> Bool {
        free.wait()
        let stopped = state.withLock { state in
            if !state.stopped { state.chunk = chunk }
            return state.stopped
        }
        // Free again after a stop, so the reader never waits for a writer that stopped taking.
        (stopped ? free : filled).signal()
        return !stopped
    }

    func take() -> ImportChunk {
        filled.wait()
        let chunk = state.withLock { $0.chunk.take() } ?? ImportChunk(isLast: true)
        free.signal()
        return chunk
    }

    /// Also frees the slot, for a reader waiting on it.
    func stop() {
        state.withLock { $0.stopped = true }
        free.signal()
    }
}
