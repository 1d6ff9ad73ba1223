#if canImport(Glibc)
import Glibc
#endif

// Starting guess and the longitude function λ₁₂(α₁) for the Newton iteration of
// the inverse problem (Karney 2013, sections 4–5).

extension Geodesic {
    struct InverseStart {
        /// σ₁₂ if the short-line formula already solved the problem, else -1.
        var sig12: Double
        var salp1: Double, calp1: Double
        /// Valid only when sig12 >= 0.
        var salp2: Double, calp2: Double
        var dnm: Double
    }

    /// Starting α₁ for Newton's method; for short lines the solution itself.
    static func inverseStart(sbet1: Double, cbet1: Double, dn1: Double,
                             sbet2: Double, cbet2: Double, dn2: Double,
                             lam12: Double, slam12: Double, clam12: Double) -> InverseStart {
        var result = InverseStart(sig12: -1, salp1: 0, calp1: 0, salp2: 0, calp2: 0, dnm: 1)
        // β₁₂ = β₂ − β₁ in [0, π); β₁₂a = β₂ + β₁ in (−π, 0].
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1
        let shortline = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12: Double, comg12: Double
        if shortline {
            // Use the mean latitude to scale the longitude difference.
            var sbetm2 = sq(sbet1 + sbet2)
            sbetm2 /= sbetm2 + sq(cbet1 + cbet2)
            result.dnm = (1 + ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (f1 * result.dnm)
            somg12 = sin(omg12)
            comg12 = cos(omg12)
        } else {
            somg12 = slam12
            comg12 = clam12
        }

        // Spherical solution for α₁.
        var salp1 = cbet2 * somg12
        var calp1 = comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * sq(somg12) / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * sq(somg12) / (1 - comg12)

        let ssig12 = hypot(salp1, calp1)
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12

        if shortline && ssig12 < etol2 {
            // Really short line: finish on the sphere.
            var salp2 = cbet1 * somg12
            var calp2 = sbet12 - cbet1 * sbet2 * (comg12 >= 0 ? sq(somg12) / (1 + comg12) : 1 - comg12)
            normalize(&salp2, &calp2)
            result.salp2 = salp2
            result.calp2 = calp2
            result.sig12 = atan2(ssig12, csig12)
        } else if abs(n) > 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(n) * .pi * sq(cbet1) {
            // The spherical estimate is good enough.
        } else {
            // Nearly antipodal: scale to coordinates (x, y) in which the antipode is
            // at the origin and the singular point at (-1, 0), then solve the astroid.
            let lam12x = atan2(-slam12, -clam12)        // λ₁₂ − π
            let k2 = sq(sbet1) * ep2
            let eps = epsilon(k2: k2)
            let lamscale = f * cbet1 * a3(eps) * .pi
            let betscale = lamscale * cbet1
            let x = lam12x / lamscale
            let y = sbet12a / betscale

            if y > -tol1 && x > -1 - xthresh {
                // Strip near the cut.
                salp1 = min(1, -x)
                calp1 = -(1 - sq(salp1)).squareRoot()
            } else {
                // Estimate ω₁₂ from the astroid and use the spherical formula.
                let k = astroid(x, y)
                let omg12a = lamscale * (-x * k / (1 + k))
                somg12 = sin(omg12a)
                comg12 = -cos(omg12a)
                salp1 = cbet2 * somg12
                calp1 = sbet12a - cbet2 * sbet1 * sq(somg12) / (1 - comg12)
            }
        }
        // Sanity check (written to let NaN through to the fallback).
        if !(salp1 <= 0) {
            normalize(&salp1, &calp1)
        } else {
            salp1 = 1
            calp1 = 0
        }
        result.salp1 = salp1
        result.calp1 = calp1
        return result
    }

    /// Positive root k of k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0.
    static func astroid(_ x: Double, _ y: Double) -> Double {
        let p = sq(x), q = sq(y)
        let r = (p + q - 1) / 6
        if q == 0 && r <= 0 {
            // y = 0 with |x| <= 1: the root is 0.
            return 0
        }
        // Equations for s and t multiplied by r³ and r to avoid dividing by r = 0.
        let s = p * q / 4
        let r2 = sq(r), r3 = r * r2
        // Discriminant of the quadratic for T³; zero on the evolute p^(1/3) + q^(1/3) = 1.
        let disc = s * (s + 2 * r3)
        var u = r
        if disc >= 0 {
            var t3 = s + r3
            // Choose the sign of the root that maximizes |T³| (avoids cancellation).
            t3 += t3 < 0 ? -disc.squareRoot() : disc.squareRoot()
            let t = cbrt(t3)                            // real cube root
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            // T is complex but u is real; pick the cube root that avoids cancellation.
            let ang = atan2((-disc).squareRoot(), -(s + r3))
            u += 2 * r * cos(ang / 3)
        }
        let v = (sq(u) + q).squareRoot()                // > 0
        let uv = u < 0 ? q / (v - u) : u + v            // u + v without cancellation, > 0
        let w = (uv - q) / (2 * v)
        return uv / ((uv + sq(w)).squareRoot() + w)
    }

    /// State of one evaluation of λ₁₂(α₁).
    struct LambdaState {
        /// λ₁₂(α₁) minus the target longitude difference.
        var lam12 = 0.0
        var salp2 = 0.0, calp2 = 0.0
        var sig12 = 0.0
        var ssig1 = 0.0, csig1 = 0.0, ssig2 = 0.0, csig2 = 0.0
        var eps = 0.0
        /// dλ₁₂/dα₁ (0 if not requested).
        var dlam12 = 0.0
    }

    static func lambda12(sbet1: Double, cbet1: Double, dn1: Double,
                         sbet2: Double, cbet2: Double, dn2: Double,
                         salp1: Double, calp1 calp1In: Double,
                         slam120: Double, clam120: Double,
                         wantDerivative: Bool) -> LambdaState {
        var st = LambdaState()
        // Break the degeneracy of the equatorial line (handled elsewhere).
        let calp1 = sbet1 == 0 && calp1In == 0 ? -tiny : calp1In

        // sin α₀ = sin α₁ cos β₁.
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)         // > 0

        // tan β₁ = tan σ₁ cos α₁;  tan ω₁ = sin α₀ tan σ₁.
        var ssig1 = sbet1, csig1 = calp1 * cbet1
        let somg1 = salp0 * sbet1, comg1 = calp1 * cbet1
        normalize(&ssig1, &csig1)

        // Enforce symmetry when |β₂| = −β₁ to avoid singular Newton steps.
        st.salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
        if cbet2 != cbet1 || abs(sbet2) != -sbet1 {
            let d = cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)
            st.calp2 = (sq(calp1 * cbet1) + d).squareRoot() / cbet2
        } else {
            st.calp2 = abs(calp1)
        }
        var ssig2 = sbet2, csig2 = st.calp2 * cbet2
        let somg2 = salp0 * sbet2, comg2 = st.calp2 * cbet2
        normalize(&ssig2, &csig2)

        // σ₁₂ = σ₂ − σ₁ and ω₁₂ = ω₂ − ω₁, both in [0, π].
        st.sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let somg12 = max(0, comg1 * somg2 - somg1 * comg2)
        let comg12 = comg1 * comg2 + somg1 * somg2
        // η = ω₁₂ − λ₁₂(target)
        let eta = atan2(somg12 * clam120 - comg12 * slam120, comg12 * clam120 + somg12 * slam120)
        st.eps = epsilon(k2: sq(calp0) * ep2)
        let c3a = c3(st.eps)
        let b312 = c3a.sum(ssig2, csig2) - c3a.sum(ssig1, csig1)
        let domg12 = -f * a3(st.eps) * salp0 * (st.sig12 + b312)
        st.lam12 = eta + domg12

        if wantDerivative {
            if st.calp2 == 0 {
                st.dlam12 = -2 * f1 * dn1 / sbet1
            } else {
                let m12b = reducedLength(eps: st.eps, sig12: st.sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                                         ssig2: ssig2, csig2: csig2, dn2: dn2)
                st.dlam12 = m12b * f1 / (st.calp2 * cbet2)
            }
        }
        st.ssig1 = ssig1
        st.csig1 = csig1
        st.ssig2 = ssig2
        st.csig2 = csig2
        return st
    }
}
