import Foundation

/// A bench run's scratch folder: made empty under the temporary directory, removed after the
/// run with all it holds (databases with their WAL files, generated inputs, outputs).
enum BenchScratch {
    /// A new empty folder named `prefix-XXXXXX`; nil when none can be made.
    static func make(_ prefix: String = "nearby-bench") -> String? {
        var template = Array((FileManager.default.temporaryDirectory.path + "/" + prefix + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return String(cString: made)
    }

    /// Removes `directory` and everything in it.
    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
