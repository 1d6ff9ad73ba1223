#if canImport(Glibc)
import Glibc
#endif

/// The nearest folder above this executable (its own first, six levels at most) for which
/// `holds` is true: how the bench finds the package's Assets and the shared fixtures wherever
/// `swift build` put it.
func executableAncestor(where holds: (String) -> Bool) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    var dir = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    for _ in 0..<6 {
        guard let slash = dir.lastIndex(of: "/") else { break }
        dir = String(dir[..<slash])
        if holds(dir) { return dir }
    }
    return nil
}

/// Whether something exists at `path`.
func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
