extension FootProfile {
    /// Whether a node stops a walk (foot.lua's `process_node`): an access tag decides when there
    /// is one; otherwise walls, fences and `barrier=yes` block, except rising bollards and
    /// audible fences.
    public static func isBarrier(_ tags: [String: String]) -> Bool {
        if let access = accessHierarchy.lazy.compactMap({ tags[$0] }).first {
            return accessBlacklist.contains(access)
        }
        guard let barrier = tags["barrier"] else { return false }
        let risingBollard = tags["bollard"] == "rising"
        let sensory = tags["sensory"]
        let audibleFence = barrier == "fence" && (sensory == "audible" || sensory == "audio")
        return barrierBlacklist.contains(barrier) && !risingBollard && !audibleFence
    }

    /// Whether a node holds traffic signals (a walk through it waits `trafficSignalPenalty`).
    public static func hasTrafficSignals(_ tags: [String: String]) -> Bool {
        tags["highway"] == "traffic_signals"
    }
}
