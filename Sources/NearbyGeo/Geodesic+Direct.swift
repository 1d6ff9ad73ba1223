#if canImport(Glibc)
import Glibc
#endif

// Direct problem (Karney 2013, section 3).

extension Geodesic {
    static func solveDirect(lat1 rawLat1: Double, lon1: Double, azi1 rawAzi1: Double, s12: Double) -> Coordinate {
        let lat1 = latFix(rawLat1)
        let azi1 = angNormalize(rawAzi1)
        // Rounding guards against underflow in sin α₀ and turns -0 into +0.
        let (salp1, calp1) = sincosd(angRound(azi1))

        var (sbet1, cbet1) = sincosd(angRound(lat1))
        sbet1 *= f1
        normalize(&sbet1, &cbet1)
        cbet1 = max(tiny, cbet1)                        // cos β₁ = +tiny at the poles

        // sin α₀ = sin α₁ cos β₁ (α₀ in [0, π/2 − |β₁|]).
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)

        // σ₁ from tan β₁ = tan σ₁ cos α₁ (σ = 0 at the northward equator crossing),
        // ω₁ from tan ω₁ = sin α₀ tan σ₁.
        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        let comg1 = csig1
        normalize(&ssig1, &csig1)

        let k2 = sq(calp0) * ep2
        let eps = epsilon(k2: k2)

        // Distance integral: τ₁ = σ₁ + B₁₁.
        let a1m = a1m1(eps)
        let c1a = c1(eps)
        let b11 = c1a.sum(ssig1, csig1)
        let sb11 = sin(b11), cb11 = cos(b11)
        let stau1 = ssig1 * cb11 + csig1 * sb11
        let ctau1 = csig1 * cb11 - ssig1 * sb11

        // Longitude integral.
        let c3a = c3(eps)
        let a3c = -f * salp0 * a3(eps)
        let b31 = c3a.sum(ssig1, csig1)

        // σ₁₂ from τ₁₂ via the reverted series.
        let tau12 = s12 / (semiMinor * (1 + a1m))
        let stau12 = sin(tau12), ctau12 = cos(tau12)
        let c1pa = c1p(eps)
        let b12 = -c1pa.sum(stau1 * ctau12 + ctau1 * stau12, ctau1 * ctau12 - stau1 * stau12)
        let sig12 = tau12 - (b12 - b11)
        let ssig12 = sin(sig12), csig12 = cos(sig12)

        // σ₂ = σ₁ + σ₁₂
        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        // sin β₂ = cos α₀ sin σ₂
        let sbet2 = calp0 * ssig2
        var cbet2 = hypot(salp0, calp0 * csig2)
        if cbet2 == 0 {
            // sin α₀ = 0 and cos σ₂ = 0: break the degeneracy at the pole.
            cbet2 = tiny
            csig2 = tiny
        }

        // tan ω₂ = sin α₀ tan σ₂
        let somg2 = salp0 * ssig2, comg2 = csig2
        let omg12 = atan2(somg2 * comg1 - comg2 * somg1, comg2 * comg1 + somg2 * somg1)
        let lam12 = omg12 + a3c * (sig12 + (c3a.sum(ssig2, csig2) - b31))
        let lon12 = lam12 / degree
        let lon2 = angNormalize(angNormalize(lon1) + angNormalize(lon12))
        let lat2 = atan2d(sbet2, f1 * cbet2)
        return Coordinate(latitude: lat2, longitude: canonicalLongitude(lon2))
    }
}
