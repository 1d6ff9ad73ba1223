import CCurl
import CCurlShims
import NearbyText

/// What libcurl's callbacks of one transfer write into — the final response's headers and its
/// body, both capped — for every `CurlExchange` of one redirect chain (the header bytes of the
/// whole chain count against their cap). Lives on the transferring thread only and must
/// outlive the transfer it is attached to.
package final class ResponseCollector {
    package let maxBody: Int
    /// Watched by the progress callback, when attached with `watchingCancellation`.
    let cancellation: CancellationFlag?
    package private(set) var body: [UInt8] = []
    /// The final response's headers, names lowercased, values trimmed.
    private(set) var headers: [(name: String, value: String)] = []
    /// The body passed `maxBody`; the transfer was aborted.
    package private(set) var overLimit = false
    /// Header bytes of all responses so far (a redirect chain's included).
    private(set) var headerBytes = 0

    package init(maxBody: Int, cancellation: CancellationFlag? = nil) {
        self.maxBody = maxBody
        self.cancellation = cancellation
    }

    /// Forgets a redirect's body and headers before the next hop; the header bytes of the
    /// whole chain still count against their cap.
    package func startOver() {
        body.removeAll()
        headers.removeAll()
    }

    /// The headers passed `HTTPClient.maxHeaderBytes`; the transfer was aborted.
    package var headersTooLarge: Bool { headerBytes > HTTPClient.maxHeaderBytes }

    /// The first value of a header of the final response, by lowercased name.
    package func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// Points `handle`'s body and header callbacks (and its progress callback, which aborts once
    /// `cancellation` is set, when `watchingCancellation`) at this collector; curl's result codes.
    package func attach(to handle: UnsafeMutableRawPointer, watchingCancellation: Bool) -> [Int32] {
        let context = Unmanaged.passUnretained(self).toOpaque()
        var results = [
            nb_curl_setopt_write(handle, Self.onBody, context),
            nb_curl_setopt_header(handle, Self.onHeader, context),
        ]
        if watchingCancellation { results.append(nb_curl_setopt_progress(handle, Self.onProgress, context)) }
        return results
    }

    /// A status line starts a new response (after a redirect or 100-continue): keep only the
    /// final response's headers.
    private func receive(headerLine: String) {
        if headerLine.hasPrefix("HTTP/") {
            headers.removeAll()
            return
        }
        guard let colon = headerLine.firstIndex(of: ":") else { return }
        let name = headerLine[..<colon].lowercased()
        let value = headerLine[headerLine.index(after: colon)...].trimmedWhitespace
        headers.append((name, value))
    }

    // MARK: callbacks (C function pointers: no captures; the collector arrives as userdata)

    private static let onBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        guard let context else { return 0 }
        let collector = Unmanaged<ResponseCollector>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        if collector.body.count + length > collector.maxBody {
            collector.overLimit = true
            return 0  // less than `length` makes curl abort with CURLE_WRITE_ERROR
        }
        if let data, length > 0 {
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                collector.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
        }
        return length
    }

    private static let onHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        let length = size * count
        guard let context, let data else { return length }
        let collector = Unmanaged<ResponseCollector>.fromOpaque(context).takeUnretainedValue()
        collector.headerBytes += length
        // Returning less than `length` makes curl abort with CURLE_WRITE_ERROR.
        if collector.headersTooLarge { return 0 }
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        collector.receive(headerLine: line)
        return length
    }

    private static let onProgress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = {
        context, _, _, _, _ in
        guard let context else { return 0 }
        let collector = Unmanaged<ResponseCollector>.fromOpaque(context).takeUnretainedValue()
        return collector.cancellation?.isCancelled == true ? 1 : 0
    }
}
