import NearbyHTTP
import NearbyMap
import NearbyText

/// Counts what a `tiles fetch` download did, and commits its tiles in batches: each batch is
/// one transaction, so a kill loses at most the tiles of the batch in flight, never a part of one.
struct TileTally {
    var fetched = 0
    var empty = 0
    var failed = 0
    var bytes = 0
    var firstFailure: String?
    /// Set when the download was stopped early because nothing at all worked.
    var stoppedBecause: String?
    var writeFailure: TileCacheError?

    /// Tiles per transaction, and the longest a fetched tile waits to be committed.
    static let batchSize = 32
    static let batchSeconds = 0.5
    /// Failures in a row, with no tile yet, after which the source is taken to be unusable.
    static let giveUpAfter = 8

    /// Fetches the tiles of `walk` the cache has no answer for (`total` of them), pulled one
    /// at a time as transfers free up, so the plan is never held whole.
    mutating func download(_ walk: TileArea.Walk, total: Int, with downloader: TileDownloader, into cache: TileCacheFile) throws {
        var batch: [TileCacheFile.Write] = []
        var lastCommit = Platform.now()
        var progress = TileProgress(total: total)
        let cancellation = CancellationFlag()
        var walk = walk
        var readFailure: TileCacheError?
        func next() -> TileRequest? {
            while readFailure == nil, let tile = walk.next() {
                do {
                    if try !cache.contains(tile) { return TileRequest(tile: tile) }
                } catch {
                    readFailure = error
                }
            }
            return nil
        }
        func commit() {
            guard !batch.isEmpty, writeFailure == nil else { return }
            do {
                try cache.commit(batch)
            } catch {
                writeFailure = error
                cancellation.cancel()
            }
            batch.removeAll(keepingCapacity: true)
            lastCommit = Platform.now()
        }
        downloader.run(next: next, cancellation: cancellation) { tile, outcome in
            switch outcome {
            case .fetched(let data, let etag):
                batch.append(.tile(tile, data: data, etag: etag))
                fetched += 1
                bytes += data.count
            case .missing:
                batch.append(.tile(tile, data: [], etag: nil))
                empty += 1
            case .notModified:
                batch.append(.revalidated(tile))
                fetched += 1
            case .failed(let failure):
                failed += 1
                if firstFailure == nil { firstFailure = "\(tile): \(failure.description)" }
                if fetched + empty == 0, failed >= Self.giveUpAfter, stoppedBecause == nil {
                    stoppedBecause = firstFailure
                    cancellation.cancel()
                }
            case .cancelled:
                break
            }
            if batch.count >= Self.batchSize || Platform.now() - lastCommit >= Self.batchSeconds { commit() }
            progress.update(done: fetched + empty + failed, bytes: bytes, failed: failed)
        }
        commit()
        if writeFailure == nil, let readFailure { writeFailure = readFailure }
        progress.update(done: fetched + empty + failed, bytes: bytes, failed: failed, force: true)
        progress.finish()
    }

    func summary(of total: Int, into path: String) -> String {
        var text = "Fetched \(TilesFetch.tiles(fetched)) (\(TilesFetch.megabytes(bytes)))"
        if empty > 0 { text += ", \(empty) empty (no map data there)" }
        if failed > 0 { text += ", \(failed) failed" }
        let skipped = total - fetched - empty - failed
        if skipped > 0 { text += ", \(skipped) not tried" }
        return text + "; saved in \(TerminalSafe.quoted(path))."
    }
}
