import CMalloc

extension Platform {
    /// Arenas the app's malloc keeps: glibc gives each thread that allocates its own (the
    /// loader, the fetch worker, the router, the gazetteer's reader), and each keeps what its
    /// thread freed.
    static let appArenas: Int32 = 2
    /// Blocks at least this large are mapped on their own and given back when freed: the walking
    /// graph's first import and a tile's inflated bytes are freed at once, but a heap keeps
    /// their pages. Above a frame's cell grids at 200×60 (288 KB each), which stay on the heap.
    static let appMappedBlock: Int32 = 512 * 1024

    /// Tunes glibc's malloc for the full-screen app before its threads start: together they cut
    /// its settled peak by about 1.2 MB of 25 (`nearby-bench --only memory`). Commands that
    /// read large files keep glibc's defaults.
    static func tuneMallocForTheApp() {
        _ = nb_malloc_tune(appArenas, appMappedBlock)
    }
}
