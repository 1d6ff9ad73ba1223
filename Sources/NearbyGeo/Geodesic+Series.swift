#if canImport(Glibc)
import Glibc
#endif

// Series expansions from Karney (2013), eqs. (17)–(25) and (42)–(43), carried
// to order 6. `eps` is the expansion parameter ε = (√(1+k²) − 1)/(√(1+k²) + 1)
// with k = e′ cos α₀; `n` is the third flattening.

extension Geodesic {
    /// Coefficients c₁…c₆ of a Fourier series Σ cₗ sin(2lσ).
    struct SineSeries {
        var c1 = 0.0, c2 = 0.0, c3 = 0.0, c4 = 0.0, c5 = 0.0, c6 = 0.0

        /// Σ cₗ sin(2lσ) for σ given by its sine and cosine (Clenshaw summation).
        @inline(__always) func sum(_ sinx: Double, _ cosx: Double) -> Double {
            let ar = 2 * (cosx - sinx) * (cosx + sinx)  // 2 cos 2σ
            let b6 = c6
            let b5 = ar * b6 + c5
            let b4 = ar * b5 - b6 + c4
            let b3 = ar * b4 - b5 + c3
            let b2 = ar * b3 - b4 + c2
            let b1 = ar * b2 - b3 + c1
            return 2 * sinx * cosx * b1                 // sin 2σ · b₁
        }
    }

    /// A₁ − 1, the scale of the distance integral I₁ (eq. 17).
    @inline(__always) static func a1m1(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (64 + e2 * (4 + e2)) / 256
        return (t + eps) / (1 - eps)
    }

    /// Coefficients C₁ₗ of I₁ (eq. 18).
    @inline(__always) static func c1(_ eps: Double) -> SineSeries {
        let e2 = eps * eps
        var d = eps
        var r = SineSeries()
        r.c1 = d * (-16 + e2 * (6 - e2)) / 32
        d *= eps
        r.c2 = d * (-128 + e2 * (64 - 9 * e2)) / 2048
        d *= eps
        r.c3 = d * (-16 + 9 * e2) / 768
        d *= eps
        r.c4 = d * (-5 + 3 * e2) / 512
        d *= eps
        r.c5 = -7 * d / 1280
        d *= eps
        r.c6 = -7 * d / 2048
        return r
    }

    /// Coefficients C′₁ₗ of the reverted series giving σ from τ (eq. 21).
    @inline(__always) static func c1p(_ eps: Double) -> SineSeries {
        let e2 = eps * eps
        var d = eps
        var r = SineSeries()
        r.c1 = d * (768 + e2 * (-432 + 205 * e2)) / 1536
        d *= eps
        r.c2 = d * (3840 + e2 * (-4736 + 4005 * e2)) / 12288
        d *= eps
        r.c3 = d * (116 - 225 * e2) / 384
        d *= eps
        r.c4 = d * (2695 - 7173 * e2) / 7680
        d *= eps
        r.c5 = 3467 * d / 7680
        d *= eps
        r.c6 = 38081 * d / 61440
        return r
    }

    /// A₂ − 1, the scale of the integral I₂ used for the reduced length (eq. 42).
    @inline(__always) static func a2m1(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (-192 + e2 * (-28 - 11 * e2)) / 256
        return (t - eps) / (1 + eps)
    }

    /// Coefficients C₂ₗ of I₂ (eq. 43).
    @inline(__always) static func c2(_ eps: Double) -> SineSeries {
        let e2 = eps * eps
        var d = eps
        var r = SineSeries()
        r.c1 = d * (16 + e2 * (2 + e2)) / 32
        d *= eps
        r.c2 = d * (384 + e2 * (64 + 35 * e2)) / 2048
        d *= eps
        r.c3 = d * (80 + 15 * e2) / 768
        d *= eps
        r.c4 = d * (35 + 7 * e2) / 512
        d *= eps
        r.c5 = 63 * d / 1280
        d *= eps
        r.c6 = 77 * d / 2048
        return r
    }

    /// Polynomials in ε (with coefficients depending only on n) for A₃ and C₃ₗ
    /// (eqs. 24–25), evaluated once for WGS84.
    struct ThirdIntegralCoefficients {
        /// A₃ = Σ a[k] εᵏ, k = 0…5.
        var a: (Double, Double, Double, Double, Double, Double)
        /// C₃ₗ = Σₖ c[l][k] εᵏ; stored as rows l = 1…5 with powers l…5.
        var c31: (Double, Double, Double, Double, Double)  // ε¹…ε⁵
        var c32: (Double, Double, Double, Double)          // ε²…ε⁵
        var c33: (Double, Double, Double)                  // ε³…ε⁵
        var c34: (Double, Double)                          // ε⁴…ε⁵
        var c35: Double                                    // ε⁵

        init(n: Double) {
            let n2 = n * n
            a = (1,
                 (n - 1) / 2,
                 (3 * n2 - n - 2) / 8,
                 -(n2 + 3 * n + 1) / 16,
                 -(2 * n + 3) / 64,
                 -3.0 / 128)
            c31 = ((1 - n) / 4,
                   (1 - n2) / 8,
                   (3 + 3 * n - n2) / 64,
                   (5 + 2 * n) / 128,
                   3.0 / 128)
            c32 = ((2 - 3 * n + n2) / 32,
                   (3 - 2 * n - 3 * n2) / 64,
                   (3 + n) / 128,
                   5.0 / 256)
            c33 = ((5 - 9 * n + 5 * n2) / 192,
                   (9 - 10 * n) / 384,
                   7.0 / 512)
            c34 = ((7 - 14 * n) / 512,
                   7.0 / 512)
            c35 = 21.0 / 2560
        }
    }

    static let thirdIntegral = ThirdIntegralCoefficients(n: n)

    /// A₃(ε), the scale of the longitude integral I₃.
    @inline(__always) static func a3(_ eps: Double) -> Double {
        let a = thirdIntegral.a
        return a.0 + eps * (a.1 + eps * (a.2 + eps * (a.3 + eps * (a.4 + eps * a.5))))
    }

    /// Coefficients C₃ₗ(ε), l = 1…5, of I₃.
    @inline(__always) static func c3(_ eps: Double) -> SineSeries {
        let k = thirdIntegral
        var r = SineSeries()
        let e2 = eps * eps, e3 = e2 * eps, e4 = e3 * eps, e5 = e4 * eps
        r.c1 = eps * (k.c31.0 + eps * (k.c31.1 + eps * (k.c31.2 + eps * (k.c31.3 + eps * k.c31.4))))
        r.c2 = e2 * (k.c32.0 + eps * (k.c32.1 + eps * (k.c32.2 + eps * k.c32.3)))
        r.c3 = e3 * (k.c33.0 + eps * (k.c33.1 + eps * k.c33.2))
        r.c4 = e4 * (k.c34.0 + eps * k.c34.1)
        r.c5 = e5 * k.c35
        return r
    }

    /// ε from k² = e′² cos² α₀.
    @inline(__always) static func epsilon(k2: Double) -> Double {
        k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }
}
