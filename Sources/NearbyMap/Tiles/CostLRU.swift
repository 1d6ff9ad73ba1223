import NearbyCells

/// A bounded least-recently-used cache: each entry has a cost (points held, bytes), and the
/// oldest entries go when the total passes the limit — so panning forever never grows memory.
struct CostLRU<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var used: UInt64
    }

    let costLimit: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var totalCost = 0

    init(costLimit: Int) { self.costLimit = max(1, costLimit) }

    var count: Int { entries.count }

    mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.used = clock
        entries[key] = entry
        return entry.value
    }

    /// The cost `key`'s entry was kept at (nil: none), without touching its use.
    func cost(for key: Key) -> Int? { entries[key]?.cost }

    mutating func remove(_ key: Key) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    }

    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        clock += 1
        if let old = entries[key] { totalCost -= old.cost }
        entries[key] = Entry(value: value, cost: max(1, cost), used: clock)
        totalCost += max(1, cost)
        // Evict oldest first; the entry just added stays even when it alone passes the limit.
        while totalCost > costLimit, entries.count > 1,
              let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key, oldest != key
        {
            totalCost -= entries[oldest]?.cost ?? 0
            entries[oldest] = nil
        }
    }
}
