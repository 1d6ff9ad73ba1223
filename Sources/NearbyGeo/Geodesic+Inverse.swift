#if canImport(Glibc)
import Glibc
#endif

// Inverse problem (Karney 2013, sections 3–5).

extension Geodesic {
    /// Distance and the sines/cosines of the azimuths at both ends.
    struct InverseSolution {
        var s12: Double
        var salp1: Double, calp1: Double
        var salp2: Double, calp2: Double
    }

    static func solveInverse(lat1 rawLat1: Double, lon1: Double, lat2 rawLat2: Double, lon2: Double) -> InverseSolution {
        // Longitude difference, computed carefully, made non-negative.
        var (lon12, lon12s) = angDiff(lon1, lon2)
        var lonsign: Double = lon12.sign == .minus ? -1 : 1
        lon12 *= lonsign
        lon12s *= lonsign
        let lam12 = lon12 * degree
        let (slam12, clam12) = sincosde(lon12, lon12s)
        lon12s = (180 - lon12) - lon12s                 // supplementary longitude difference

        // Canonical configuration: |lat1| >= |lat2|, lat1 <= 0.
        var lat1 = angRound(latFix(rawLat1))
        var lat2 = angRound(latFix(rawLat2))
        let swapp: Double = abs(lat1) < abs(lat2) || lat2.isNaN ? -1 : 1
        if swapp < 0 {
            lonsign = -lonsign
            swap(&lat1, &lat2)
        }
        let latsign: Double = lat1.sign == .minus ? 1 : -1
        lat1 *= latsign
        lat2 *= latsign

        // Reduced latitudes β.
        var (sbet1, cbet1) = sincosd(lat1)
        sbet1 *= f1
        normalize(&sbet1, &cbet1)
        cbet1 = max(tiny, cbet1)
        var (sbet2, cbet2) = sincosd(lat2)
        sbet2 *= f1
        normalize(&sbet2, &cbet2)
        cbet2 = max(tiny, cbet2)

        // Make |β₂| = |β₁| exact when it should be, so symmetries are enforced.
        if cbet1 < -sbet1 {
            if cbet2 == cbet1 { sbet2 = Double(signOf: sbet2, magnitudeOf: sbet1) }
        } else {
            if abs(sbet2) == -sbet1 { cbet2 = cbet1 }
        }
        let dn1 = (1 + ep2 * sq(sbet1)).squareRoot()
        let dn2 = (1 + ep2 * sq(sbet2)).squareRoot()

        var s12x = 0.0
        var salp1 = 0.0, calp1 = 0.0, salp2 = 0.0, calp2 = 0.0

        var meridian = lat1 == -90 || slam12 == 0
        if meridian {
            // Both points on one meridian (or point 1 at a pole): head along it.
            calp1 = clam12
            salp1 = slam12
            calp2 = 1
            salp2 = 0
            let ssig1 = sbet1, csig1 = calp1 * cbet1
            let ssig2 = sbet2, csig2 = calp2 * cbet2
            var sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
            // For a meridian cos α₀ = 1, so ε equals n.
            let len = lengths(eps: n, sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                              ssig2: ssig2, csig2: csig2, dn2: dn2)
            var s12b = len.s12b
            let m12b = len.m12b
            if sig12 < 1 || m12b >= 0 {
                if sig12 < 3 * tiny || (sig12 < tol0 && (s12b < 0 || m12b < 0)) {
                    sig12 = 0
                    s12b = 0
                }
                s12x = s12b * semiMinor
            } else {
                // Not a shortest path (cannot happen for an oblate ellipsoid).
                meridian = false
            }
        }

        if !meridian && sbet1 == 0 && lon12s >= f * 180 {
            // Both points on the equator and the equator is the shortest path.
            calp1 = 0
            calp2 = 0
            salp1 = 1
            salp2 = 1
            s12x = semiMajor * lam12
        } else if !meridian {
            let start = inverseStart(sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                                     lam12: lam12, slam12: slam12, clam12: clam12)
            salp1 = start.salp1
            calp1 = start.calp1
            if start.sig12 >= 0 {
                // Short line solved on a sphere of radius b·dnm.
                salp2 = start.salp2
                calp2 = start.calp2
                s12x = start.sig12 * semiMinor * start.dnm
            } else {
                // Newton's method on α₁ with a bracketing safeguard.
                var state = LambdaState()
                var numit = 0
                var salp1a = tiny, calp1a = 1.0, salp1b = tiny, calp1b = -1.0
                var tripn = false, tripb = false
                while true {
                    state = lambda12(sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                                     salp1: salp1, calp1: calp1, slam120: slam12, clam120: clam12,
                                     wantDerivative: numit < maxit1)
                    let v = state.lam12
                    // Reversed comparison so that NaN ends the loop.
                    if tripb || !(abs(v) >= (tripn ? 8 : 1) * tol0) || numit == maxit2 { break }
                    // Update the bracket [α₁a, α₁b] of the root.
                    if v > 0 && (numit > maxit1 || calp1 / salp1 > calp1b / salp1b) {
                        salp1b = salp1
                        calp1b = calp1
                    } else if v < 0 && (numit > maxit1 || calp1 / salp1 < calp1a / salp1a) {
                        salp1a = salp1
                        calp1a = calp1
                    }
                    numit += 1
                    if numit <= maxit1 && state.dlam12 > 0 {
                        let dalp1 = -v / state.dlam12
                        if abs(dalp1) < .pi {
                            let sdalp1 = sin(dalp1), cdalp1 = cos(dalp1)
                            let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                            if nsalp1 > 0 {
                                calp1 = calp1 * cdalp1 - salp1 * sdalp1
                                salp1 = nsalp1
                                normalize(&salp1, &calp1)
                                // Near the root convergence may be only linear; demand
                                // a tolerance based on ε rather than √ε.
                                tripn = abs(v) <= 16 * tol0
                                continue
                            }
                        }
                    }
                    // Newton step unusable: bisect the bracket.
                    salp1 = (salp1a + salp1b) / 2
                    calp1 = (calp1a + calp1b) / 2
                    normalize(&salp1, &calp1)
                    tripn = false
                    tripb = abs(salp1a - salp1) + (calp1a - calp1) < tolb
                        || abs(salp1 - salp1b) + (calp1 - calp1b) < tolb
                }
                salp2 = state.salp2
                calp2 = state.calp2
                let a1 = 1 + a1m1(state.eps)
                let c1a = c1(state.eps)
                let b1 = c1a.sum(state.ssig2, state.csig2) - c1a.sum(state.ssig1, state.csig1)
                s12x = a1 * (state.sig12 + b1) * semiMinor
            }
        }

        // Undo the canonicalization.
        if swapp < 0 {
            swap(&salp1, &salp2)
            swap(&calp1, &calp2)
        }
        salp1 *= swapp * lonsign
        calp1 *= swapp * latsign
        salp2 *= swapp * lonsign
        calp2 *= swapp * latsign
        return InverseSolution(s12: 0 + s12x, salp1: salp1, calp1: calp1, salp2: salp2, calp2: calp2)
    }

    /// Distance (s12b) and reduced length (m12b), both in units of b.
    static func lengths(eps: Double, sig12: Double,
                        ssig1: Double, csig1: Double, dn1: Double,
                        ssig2: Double, csig2: Double, dn2: Double) -> (s12b: Double, m12b: Double) {
        let a1m = a1m1(eps), a2m = a2m1(eps)
        let c1a = c1(eps), c2a = c2(eps)
        let m0 = a1m - a2m
        let a1 = 1 + a1m, a2 = 1 + a2m
        let b1 = c1a.sum(ssig2, csig2) - c1a.sum(ssig1, csig1)
        let s12b = a1 * (sig12 + b1)
        let b2 = c2a.sum(ssig2, csig2) - c2a.sum(ssig1, csig1)
        let j12 = m0 * sig12 + (a1 * b1 - a2 * b2)
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (s12b, m12b)
    }

    /// Reduced length m12/b alone (used for the Newton derivative).
    static func reducedLength(eps: Double, sig12: Double,
                              ssig1: Double, csig1: Double, dn1: Double,
                              ssig2: Double, csig2: Double, dn2: Double) -> Double {
        let a1m = a1m1(eps), a2m = a2m1(eps)
        let c1a = c1(eps), c2a = c2(eps)
        let m0 = a1m - a2m
        let a1 = 1 + a1m, a2 = 1 + a2m
        var cb = SineSeries()
        cb.c1 = a1 * c1a.c1 - a2 * c2a.c1
        cb.c2 = a1 * c1a.c2 - a2 * c2a.c2
        cb.c3 = a1 * c1a.c3 - a2 * c2a.c3
        cb.c4 = a1 * c1a.c4 - a2 * c2a.c4
        cb.c5 = a1 * c1a.c5 - a2 * c2a.c5
        cb.c6 = a1 * c1a.c6 - a2 * c2a.c6
        let j12 = m0 * sig12 + (cb.sum(ssig2, csig2) - cb.sum(ssig1, csig1))
        return dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
    }
}
