import NearbyFormats
import NearbySQLite

/// Reads venues from a decoder into the store, committing every `batchSize` rows so memory stays
/// flat and a crash loses at most the batch in flight. With `strict`, the whole file is one
/// transaction, and a single bad row rolls it all back.
public final class VenueImporter {
    /// Rows per transaction. Each commit rewrites the R*Tree and index pages the batch touched
    /// into the WAL, so small batches cost: on 1M generated venues, 5,000-row batches took 26 s
    /// and 20,000-row batches 19 s. A crash loses at most one batch (well under a second's work).
    public static let defaultBatchSize = 20_000
    /// Page cache for the import's connection, in KiB. SQLite's default (2 MiB) makes a large
    /// import re-read index pages from the OS over and over; 16 MiB keeps the hot ones, and memory
    /// stays bounded whatever the file's size (a 500 MB GeoJSON import peaks at 45 MiB; at 32 MiB,
    /// 63 MiB, with the same CPU time since the R*Tree is packed, not inserted into row by row;
    /// the target is below 64 MB).
    static let importCacheKiB = 16384

    private let store: VenueStore
    private let batchSize: Int
    private let strict: Bool
    private let now: Int
    private let packing: IndexPacking

    /// How far an import has got, reported after each batch.
    public struct Progress: Sendable {
        public var rows: Int
        public var bytesDone: Int
        public var bytesTotal: Int
        /// The batch was committed (always, except with `strict`): the moment for the caller to
        /// post `venuesUpdated`.
        public var committed: Bool
    }

    /// `packing` says from how many new rows a batch packs its index entries (IndexPacking).
    public init(store: VenueStore, batchSize: Int = VenueImporter.defaultBatchSize, strict: Bool = false, now: Int = 0,
                packing: IndexPacking = IndexPacking()) {
        self.store = store
        self.packing = packing
        self.batchSize = max(1, batchSize)
        self.strict = strict
        self.now = now
    }

    /// What ends the strict transaction and rolls it back.
    private enum StrictStop: Error {
        case store(StoreError)
        case failed(ImportError)
        case rejectedAsStrict
    }

    /// Imports everything the decoder yields. Never throws: a failure is in the summary's
    /// `failure`, with the batches committed before it counted.
    public func run(_ decoder: any VenueDecoder, progress: (Progress) -> Void = { _ in }) -> ImportSummary {
        var summary = ImportSummary()
        var packing = packing
        let database = store.database
        let origin: VenueStore.WriteOrigin
        do {
            origin = .user(run: try store.beginImportRun())
        } catch {
            summary.failure = .store(error)
            return summary
        }
        let previousCache = (try? database.pragmaInteger("cache_size")) ?? -2000
        try? database.execute("PRAGMA cache_size = -\(Self.importCacheKiB)")
        defer { try? database.execute("PRAGMA cache_size = \(previousCache)") }
        // Checkpoint every ~80 MB of WAL instead of every 4 MB: fewer fsyncs and page copies while
        // the import runs; the default comes back for the connection's later writes.
        try? database.execute("PRAGMA wal_autocheckpoint = 20000")
        defer { try? database.execute("PRAGMA wal_autocheckpoint = 1000") }
        if strict {
            var pending = ImportSummary()
            do throws(StrictStop) {
                try database.transaction({ () throws(StrictStop) in
                    try read(decoder, into: &pending, progress: progress) { batch, positions, summary throws(StrictStop) in
                        // After the first bad row keep reading, to report them all, but write nothing.
                        guard summary.skipped == 0 else { return }
                        do throws(StoreError) {
                            summary.add(try store.bulkUpsertInTransaction(batch, now: now, origin: origin, packing: &packing),
                                        positions: positions)
                        } catch {
                            throw .store(error)
                        }
                    }
                    if let failure = pending.failure { throw .failed(failure) }
                    if pending.skipped > 0 { throw .rejectedAsStrict }
                }, sqliteError: { .store(.sqlite($0)) })
                pending.commits = 1
                summary = pending
                repackIfWanted(packing, &summary)
            } catch {
                summary = pending
                summary.inserted = 0
                summary.updated = 0
                summary.repeated = 0
                summary.listedRepeats = []
                switch error {
                case .rejectedAsStrict: summary.rejectedAsStrict = true
                case .store(let error): if summary.failure == nil { summary.failure = .store(error) }
                case .failed(let failure): if summary.failure == nil { summary.failure = failure }
                }
            }
            return summary
        }
        do throws(StoreError) {
            try read(decoder, into: &summary, progress: progress) { batch, positions, summary throws(StoreError) in
                let written = try database.transaction({ () throws(StoreError) in
                    try store.bulkUpsertInTransaction(batch, now: now, origin: origin, packing: &packing)
                }, sqliteError: StoreError.sqlite)
                summary.add(written, positions: positions)
                summary.commits += 1
            }
        } catch {
            summary.failure = .store(error)
        }
        repackIfWanted(packing, &summary)
        return summary
    }

    /// Packs the whole index once after batches that each packed their own leaves; a killed
    /// import leaves those leaves (a valid, looser tree) for the next large import to repack.
    private func repackIfWanted(_ packing: IndexPacking, _ summary: inout ImportSummary) {
        guard packing.wantsRepack else { return }
        do throws(SQLiteError) {
            try store.repackIndex()
        } catch {
            if summary.failure == nil { summary.failure = .store(.sqlite(error)) }
        }
    }

    /// Decodes everything, handing `write` a batch at a time; a decoder failure ends the reading
    /// (recorded in `summary.failure`) after the rows read before it are written. The decoding
    /// runs a batch ahead on its own thread (`ImportReader.readAhead`); the writes stay here.
    private func read<E: Error>(_ decoder: any VenueDecoder, into summary: inout ImportSummary, progress: (Progress) -> Void,
                                write: ([Venue], [String], inout ImportSummary) throws(E) -> Void) throws(E) {
        var thrown: E?
        ImportReader(batchSize: batchSize).readAhead(decoder) { chunk in
            for skip in chunk.skips { summary.record(skip) }
            if let failure = chunk.failure { summary.failure = failure }
            guard !chunk.venues.isEmpty else { return true }
            do throws(E) {
                try write(chunk.venues, chunk.positions, &summary)
            } catch {
                thrown = error
                return false
            }
            progress(Progress(rows: chunk.rows, bytesDone: chunk.bytesDone, bytesTotal: chunk.bytesTotal, committed: !strict))
            return true
        }
        if let thrown { throw thrown }
    }
}
