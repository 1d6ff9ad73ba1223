import NearbyText

extension FetchFailure {
    /// Why a fetch failed, in words a user knows (HTTP's reason phrases and the services' own
    /// messages stay as sent).
    public func words(in language: Language) -> String {
        func pick(_ en: String, _ zh: String) -> String { language == .chinese ? zh : en }
        switch self {
        case .timedOut(let service): return pick("\(service) did not answer in time", "\(service) 响应超时")
        case .unreachable(let service, let why):
            // Not "offline: …": that reads as the provider named offline.
            return pick("cannot reach \(service) (\(Self.unreachable(why, in: language)))", "无法连接 \(service)（\(Self.unreachable(why, in: language))）")
        case .answered(let service, let status, let phrase, let detail):
            let said = detail.isEmpty ? "" : ": \(detail)"
            return pick("\(service) answered \(status) \(phrase)\(said)", "\(service) 返回 \(status) \(phrase)\(said)")
        case .rateLimited(let service, let resetAt?):
            let until = LocalClock.hoursMinutes(unixTime: resetAt)
            return pick("\(service): rate limited until \(until)", "\(service)：请求过于频繁，\(until) 后恢复")
        case .rateLimited(let service, nil):
            return pick("\(service): rate limited, try again later", "\(service)：请求过于频繁，请稍后再试")
        case .rejectedKey(let service, let detail):
            let said = detail.isEmpty ? "" : " (\(detail))"
            return pick("\(service) rejected the key\(said)", "\(service) 拒绝了密钥\(said)")
        case .missingKey(let names): return pick("missing key: set \(names)", "缺少密钥：请设置 \(names)")
        case .malformed(let detail): return pick("unreadable data: \(detail)", "数据无法读取：\(detail)")
        case .cutOff(let service):
            return pick("unreadable data: the \(service) response was cut off", "数据无法读取：\(service) 的响应不完整")
        case .headersTooLarge(let service, let kibibytes):
            return pick("unreadable data: the \(service) response headers were larger than \(kibibytes) KiB",
                        "数据无法读取：\(service) 的响应头超过 \(kibibytes) KiB")
        case .tooLarge(let kibibytes):
            return pick("the response was larger than \(kibibytes) KiB and was cut off", "响应超过 \(kibibytes) KiB，已被截断")
        case .redirectLoop(let service): return pick("\(service) redirected too many times", "\(service) 重定向次数过多")
        case .refusedRedirect(let service, let refusal):
            return pick("\(service) redirected to \(refusal.words(in: language))", "\(service) 重定向到 \(refusal.words(in: language))")
        case .refusedURL(let words): return words
        case .cancelled: return pick("fetch cancelled", "获取已取消")
        case .storeFailed(let words): return pick(words, "无法保存店铺：\(words)")
        case .other(let words): return words
        }
    }

    private static func unreachable(_ why: FetchFailure.Unreachable, in language: Language) -> String {
        func pick(_ en: String, _ zh: String) -> String { language == .chinese ? zh : en }
        switch why {
        case .refused(let host): return pick("connection refused by \(host)", "\(host) 拒绝连接")
        case .unresolved(let host): return pick("cannot resolve \(host)", "无法解析 \(host)")
        case .insecure(let detail): return pick("TLS: \(detail)", "TLS：\(detail)")
        }
    }
}

extension RedirectRefusal {
    /// Where the redirect went and why it was not followed, after "… redirected to".
    public func words(in language: Language) -> String {
        func pick(_ en: String, _ zh: String) -> String { language == .chinese ? zh : en }
        // The host is the server's to choose: only its visible text reaches a screen.
        func shown(_ host: String) -> String { TerminalSafe.stripped(host, maxWidth: 100) }
        switch self {
        case .scheme(let scheme):
            return pick("\(shown(scheme))://, which is refused (only http and https are followed)", "\(shown(scheme))://，已拒绝（只跟随 http 和 https）")
        case .plainHTTP(let host):
            return pick("plain http://\(shown(host)), which is refused (http:// only for loopback)", "明文 http://\(shown(host))，已拒绝（http:// 仅限本机）")
        case .downgrade(let host):
            return pick("plain http://\(shown(host)) from elsewhere, which is refused (https is never given up)",
                        "来自外部的明文 http://\(shown(host))，已拒绝（不会放弃 https）")
        case .malformed: return pick("something that is not a URL, which is refused", "无效的网址，已拒绝")
        }
    }
}
