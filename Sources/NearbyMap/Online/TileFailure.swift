import NearbyHTTP
import NearbyText

/// Why map tiles from an online source did not arrive: one kind per way a tile server fails,
/// so failures of a burst are counted together and said once, in the user's language
/// (`words(in:)`). The downloader produces the kind itself; `description` is the
/// English sentence, for the log and `tiles fetch`.
public enum TileFailure: Sendable, Hashable, CustomStringConvertible {
    /// A final HTTP status that is not a tile: `503 Service Unavailable`.
    case answered(status: Int, phrase: String)
    /// A 429/503 whose Retry-After was too long to wait.
    case askedToWait(seconds: Int)
    /// No complete answer within the timeout (silence, or a byte now and then).
    case timedOut
    /// The tile went past the size cap; the transfer was cut there.
    case tooLarge(mebibytes: Int)
    case redirectLoop
    /// A redirect the rule of the first request refuses (to `file://`, to plain http off
    /// loopback); not followed.
    case refusedRedirect(RedirectRefusal)
    /// The bytes arrived whole but their gzip is damaged or cut off.
    case damaged
    /// The bytes are not a vector tile (an HTML page, garbage).
    case notATile
    /// A vector tile past `TileLimits`: it inflates past the cap, or holds too many parts
    /// (the decoder's reason, in English).
    case tooLargeToDraw(String)
    /// The response's headers (a huge ETag, say) passed the cap; the transfer was cut.
    case headersTooLarge(kibibytes: Int)
    /// The connection closed before the whole tile came.
    case cutOff
    /// Nothing listens at the server's address (connection refused).
    case refused
    /// The server's host name did not resolve.
    case unresolved
    /// TLS failed: the certificate did not verify, or the handshake broke.
    case insecure
    /// Anything else, in the words given (curl's own message; terminal-safe).
    case other(String)

    public var description: String { words(in: .english) }

    /// Why tiles failed, in words a user knows (HTTP's reason phrases stay as sent).
    public func words(in language: Language) -> String {
        func pick(_ en: String, _ zh: String) -> String { language == .chinese ? zh : en }
        switch self {
        case .answered(let status, let phrase):
            let answer = phrase.isEmpty ? "\(status)" : "\(status) \(phrase)"
            return pick("the tile server answered \(answer)", "图块服务器返回 \(answer)")
        case .askedToWait(let seconds): return pick("the tile server asked to wait \(seconds) s", "图块服务器要求等待 \(seconds) 秒")
        case .timedOut: return pick("the tile server timed out", "图块服务器响应超时")
        case .tooLarge(let mebibytes):
            return pick("the tile server sent a tile larger than \(mebibytes) MiB", "图块服务器发送的图块超过 \(mebibytes) MiB")
        case .redirectLoop: return pick("the tile server redirected too many times", "图块服务器重定向次数过多")
        case .refusedRedirect(let refusal):
            return pick("the tile server redirected to \(refusal.words(in: language))", "图块服务器重定向到 \(refusal.words(in: language))")
        case .damaged: return pick("the tile server sent a damaged tile", "图块服务器发送了损坏的图块")
        case .notATile: return pick("the tile server sent something that is not a map tile", "图块服务器发送的不是地图图块")
        case .tooLargeToDraw(let reason):
            return pick("the tile server sent a tile too large to draw (\(reason))", "图块服务器发送的图块太大，无法绘制（\(reason)）")
        case .headersTooLarge(let kibibytes):
            return pick("the tile server sent headers larger than \(kibibytes) KiB", "图块服务器发送的响应头超过 \(kibibytes) KiB")
        case .cutOff: return pick("the tile server cut a tile off", "图块服务器发送的图块不完整")
        case .refused: return pick("the tile server cannot be reached (connection refused)", "无法连接图块服务器（连接被拒绝）")
        case .unresolved:
            return pick("the tile server cannot be reached (its host name did not resolve)", "无法连接图块服务器（无法解析主机名）")
        case .insecure: return pick("the secure connection to the tile server failed", "与图块服务器的安全连接失败")
        case .other(let words): return words
        }
    }
}
