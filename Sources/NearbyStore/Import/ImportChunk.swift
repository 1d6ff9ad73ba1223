import NearbyFormats

/// What the importer's reading hands its writing: the rows read since the last batch, in file
/// order. `venues` is a whole batch except at the end of the input or before a failure.
struct ImportChunk: Sendable {
    var venues: [Venue] = []
    /// Each venue's place in the file, for messages about repeats.
    var positions: [String] = []
    /// Rows skipped among these, in file order.
    var skips: [ImportSkip] = []
    /// Records read from the start of the input to the end of this chunk.
    var rows = 0
    /// The decoder's progress at the end of this chunk.
    var bytesDone = 0
    var bytesTotal = 0
    /// Why reading stopped after this chunk's rows, if the input could not be read further.
    var failure: ImportError?
    /// The last chunk of the input.
    var isLast = false
}
