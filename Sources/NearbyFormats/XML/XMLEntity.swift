/// The five entities XML predefines: one table for reading them (`XMLScanner`) and writing
/// them (`OSMXMLWriter`).
package enum XMLEntity {
    private static let predefined: [(name: String, scalar: Unicode.Scalar)] = [
        ("lt", "<"), ("gt", ">"), ("amp", "&"), ("quot", "\""), ("apos", "'"),
    ]
    private static let scalarByName = Dictionary(uniqueKeysWithValues: predefined.map { ($0.name, $0.scalar) })
    private static let nameByScalar = Dictionary(uniqueKeysWithValues: predefined.map { ($0.scalar, $0.name) })

    /// The character a predefined entity's name (`lt`) stands for; nil for any other name.
    package static func scalar(named name: Substring) -> Unicode.Scalar? {
        scalarByName[String(name)]
    }

    /// The reference (`&lt;`) that writes one of the five markup characters; nil for any other.
    package static func reference(for scalar: Unicode.Scalar) -> String? {
        nameByScalar[scalar].map { "&" + $0 + ";" }
    }
}
