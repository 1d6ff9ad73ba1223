// The standard library's canonical decomposition (the Unicode data String comparison already
// uses) has no public spelling yet; `_nfd` is the SPI swift-foundation itself builds on.
@_spi(_Unicode) import Swift

/// Text as search compares it, insensitive to case and accents like iOS search
/// (`localizedStandardContains`): "Café", "CAFE" and "café" all fold to "cafe".
///
/// Canonical decomposition (NFD) splits "é" into "e" and a combining acute; the combining
/// diacritical marks are then dropped and each letter is case-folded (upper, then lower, so "ß"
/// becomes "ss" and final "ς" becomes "σ"). Marks that are letters' vowels in other scripts
/// (Devanagari, Thai, the kana voicing marks) are kept: only the Latin/Greek/Cyrillic diacritic
/// blocks are stripped. CJK and other scripts fold to themselves, so they still match.
public enum SearchFolding {
    public static func fold(_ text: String) -> String {
        foldASCII(text) ?? foldScalars(text)
    }

    /// The fold of any text, scalar by scalar.
    static func foldScalars(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text._nfd where !isDiacritic(scalar) {
            guard scalar.properties.changesWhenCaseMapped else {
                out.append(scalar)
                continue
            }
            // The case mapping can produce new combining marks ("İ" → "i̇"): decompose and drop again.
            let folded = scalar.properties.uppercaseMapping.lowercased()
            for part in folded._nfd where !isDiacritic(part) { out.append(part) }
        }
        return String(out)
    }

    /// ASCII text folds to its lower case (no decomposition, marks or multi-letter mappings
    /// there): most names are ASCII, and an import folds every one. Nil for other text.
    static func foldASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(decoding: bytes, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                for (index, byte) in bytes.enumerated() { out[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
                return bytes.count
            }
        }
    }

    /// The combining diacritical mark blocks: U+0300–036F and its extensions and supplements.
    static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }
}
