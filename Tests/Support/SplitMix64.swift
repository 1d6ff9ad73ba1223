import Foundation

/// SplitMix64: a deterministic random number generator, so property tests, random walks and
/// monkey tests replay identically from their seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    public mutating func logUniform(_ lo: Double, _ hi: Double) -> Double { exp(uniform(log(lo), log(hi))) }

    public mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }

    /// A latitude uniform on the sphere.
    public mutating func latitude() -> Double { asin(uniform(-1, 1)) * 180 / .pi }
}
