
// libFuzzer entry point and a replay driver.
//
// Fuzzing: `make fuzz` builds this target with `--sanitize=fuzzer,address -DFUZZING`, so
// libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput`; NEARBY_FUZZ_TARGET picks the
// parser. In a normal build the @main below replays files instead (`nearby-fuzz TARGET FILE…`),
// so crashes found once stay tested.
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let name = getenv("NEARBY_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTargets.all[name] else {
        let message = "nearby-fuzz: set NEARBY_FUZZ_TARGET to one of: \(FuzzTargets.all.keys.sorted().joined(separator: ", "))\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    target(bytes)
    return 0
}

#if !FUZZING
@main
struct Replay {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        guard let name = args.first, let target = FuzzTargets.all[name] else {
            print("usage: nearby-fuzz TARGET FILE... (targets: \(FuzzTargets.all.keys.sorted().joined(separator: " ")))")
            return
        }
        var count = 0
        for path in args.dropFirst() {
            guard let file = fopen(path, "rb") else { continue }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&buffer, 1, buffer.count, file)
                bytes += buffer[0..<n]
                if n < buffer.count { break }
            }
            fclose(file)
            target(bytes)
            count += 1
        }
        print("\(name): replayed \(count) inputs without a crash")
    }
}
#endif
