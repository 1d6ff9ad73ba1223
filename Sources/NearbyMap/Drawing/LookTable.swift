/// The distinct looks (kind and colour) of a frame's fills or lines, each numbered once, so a
/// cell holds a small number instead of a look: 0 is none, `n` is `looks[n - 1]`.
struct LookTable<Look: Hashable> {
    private(set) var looks: [Look] = []
    private var numbers: [Look: Int] = [:]

    /// The look's number, given the first time it is seen.
    mutating func number(_ look: Look) -> Int {
        if let number = numbers[look] { return number }
        looks.append(look)
        numbers[look] = looks.count
        return looks.count
    }

    /// The look numbered `number` (nil for 0 or a number never given).
    func look(_ number: Int) -> Look? {
        number > 0 && number <= looks.count ? looks[number - 1] : nil
    }
}

extension LookTable: Sendable where Look: Sendable {}
