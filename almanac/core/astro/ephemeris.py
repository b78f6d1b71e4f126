"""The timescale and the two JPL ephemerides used for the astronomical table.

Nothing here downloads anything:

- the timescale is skyfield's built-in one (``load.timescale(builtin=True)``: bundled IERS ΔT and
  leap-second tables, then skyfield's own long-term ΔT model);
- DE421 (1899-07-29 … 2053-10-09) is the ``de421.bsp`` shipped in the ``skyfield-data`` package;
- DE423 (1799-12-16 … 2200-02-02) comes from the ``de423`` package, which holds the old jplephem-1.x
  NumPy arrays (Chebyshev coefficient sets, km, TDB) rather than an SPK file. `ensure_de423_kernel`
  converts the bodies we need into a real SPK (type 2 segments) once and caches it at
  ``<project root>/.cache/de423.bsp``; it is regenerated whenever missing (or written by an older
  converter), so a fresh clone just pays the conversion (about a second) on first use.
"""

from __future__ import annotations

import os
import struct
import warnings
from functools import cache
from pathlib import Path

import numpy as np

PROJECT_ROOT = Path(__file__).resolve().parents[3]
CACHE_DIR = PROJECT_ROOT / ".cache"
DE423_KERNEL_PATH = CACHE_DIR / "de423.bsp"

J2000 = 2451545.0  # TDB Julian date of J2000.0
DAY_S = 86400.0

# Bump when the converted kernel's content changes; an older cached file is then rewritten.
_CONVERTER_VERSION = "almanac-de423-spk-v1"

# SPK segments written for DE423: (target, center, source array, factor).
# Positions in the arrays: jpl-sun, jpl-jupiter, jpl-saturn, jpl-earthmoon are wrt the solar-system
# barycentre (0); jpl-moon is the geocentric Moon. Jupiter and Saturn are needed because skyfield's
# `apparent()` deflects light by the Sun, Jupiter and Saturn.
_SUN, _EMB, _JUPITER, _SATURN, _EARTH, _MOON = 10, 3, 5, 6, 399, 301


def timescale():
    """skyfield's built-in timescale (no files read or downloaded)."""
    return _timescale()


@cache
def _timescale():
    from skyfield.api import load

    return load.timescale(builtin=True)


def de421_path() -> Path:
    """``de421.bsp`` inside the skyfield-data package."""
    import skyfield_data

    # get_skyfield_data_path() warns about skyfield-data's *other* file (finals2000A.all, which we
    # never use: the timescale is skyfield's built-in one) once that file's expiry date has passed.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return Path(skyfield_data.get_skyfield_data_path()) / "de421.bsp"


@cache
def de421():
    """The DE421 SpiceKernel (skyfield-data)."""
    from skyfield.api import load_file

    return load_file(str(de421_path()))


@cache
def de423():
    """The DE423 SpiceKernel (converted from the de423 package; see `ensure_de423_kernel`)."""
    from skyfield.api import load_file

    return load_file(str(ensure_de423_kernel()))


def ephemeris(name: str):
    """``"de421"`` or ``"de423"`` → the loaded SpiceKernel."""
    if name == "de421":
        return de421()
    if name == "de423":
        return de423()
    raise ValueError(f"unknown ephemeris {name!r} (expected 'de421' or 'de423')")


# --- DE423: the de423 package's arrays -------------------------------------------------------------


def de423_data_dir() -> Path:
    import de423

    return Path(de423.__file__).resolve().parent


@cache
def de423_constants() -> dict[str, float]:
    table = np.load(de423_data_dir() / "constants.npy")
    return {name.decode("ascii"): float(value) for name, value in table}


@cache
def de423_coefficients(body: str) -> np.ndarray:
    """The coefficient sets of ``jpl-<body>.npy``: shape (nsets, 3, ncoeff), km."""
    return np.load(de423_data_dir() / f"jpl-{body}.npy")


def de423_raw_position(body: str, tdb_jd) -> np.ndarray:
    """Evaluate a de423 array directly, as jplephem 1.x did: (3, n) km at TDB Julian dates.

    Used only to verify the converted kernel.
    """
    constants = de423_constants()
    sets = de423_coefficients(body)
    jalpha, jomega = constants["jalpha"], constants["jomega"]
    nsets, _, ncoeff = sets.shape
    span = (jomega - jalpha) / nsets
    tdb_jd = np.atleast_1d(np.asarray(tdb_jd, dtype=float))
    index, offset = np.divmod(tdb_jd - jalpha, span)
    index = index.astype(int)
    last = index == nsets
    index[last] -= 1
    offset[last] += span
    x = 2.0 * offset / span - 1.0
    # T_k(x) by the recurrence, then sum over k.
    t = np.empty((ncoeff, len(x)))
    t[0] = 1.0
    t[1] = x
    for k in range(2, ncoeff):
        t[k] = 2.0 * x * t[k - 1] - t[k - 2]
    coefficients = sets[index]  # (n, 3, ncoeff)
    return np.einsum("nak,kn->an", coefficients, t)


def _type2_array(sets: np.ndarray, jalpha: float, jomega: float) -> tuple[np.ndarray, float, float]:
    """An SPK type 2 segment's data: records [MID, RADIUS, x…, y…, z…] then [INIT, INTLEN, RSIZE, N]."""
    nsets, ncomponents, ncoeff = sets.shape
    assert ncomponents == 3
    init = (jalpha - J2000) * DAY_S
    end = (jomega - J2000) * DAY_S
    intlen = (end - init) / nsets
    mid = init + (np.arange(nsets) + 0.5) * intlen
    radius = np.full(nsets, intlen / 2.0)
    records = np.column_stack([mid, radius, sets.reshape(nsets, 3 * ncoeff)])
    trailer = np.array([init, intlen, 2 + 3 * ncoeff, nsets], dtype=float)
    return np.concatenate([records.ravel(), trailer]), init, end


_FTPSTR = b"FTPSTR:\r:\n:\r\n:\r\x00:\x81:\x10\xce:ENDFTP"
_K = 1024


def write_de423_kernel(path: Path) -> None:
    """Convert the de423 package's arrays into an SPK file at `path` (overwritten)."""
    from jplephem.daf import DAF

    constants = de423_constants()
    jalpha, jomega, emrat = constants["jalpha"], constants["jomega"], constants["EMRAT"]
    moon = de423_coefficients("moon")  # geocentric Moon
    segments = [
        (_SUN, 0, de423_coefficients("sun")),
        (_EMB, 0, de423_coefficients("earthmoon")),
        (_JUPITER, 0, de423_coefficients("jupiter")),
        (_SATURN, 0, de423_coefficients("saturn")),
        # Earth = EMB − Moon/(1+EMRAT); Moon = EMB + Moon·EMRAT/(1+EMRAT). Chebyshev series scale linearly.
        (_EARTH, _EMB, moon * (-1.0 / (1.0 + emrat))),
        (_MOON, _EMB, moon * (emrat / (1.0 + emrat))),
    ]

    comment = (
        "JPL planetary and lunar ephemeris DE423 (Folkner 2010), 1799-12-16 .. 2200-02-02 TDB.\n"
        "Converted by almanac.core.astro.ephemeris from the NumPy arrays of the 'de423' PyPI\n"
        "package (jplephem 1.x format) into SPK type 2 segments: SSB->Sun, SSB->EMB,\n"
        "SSB->Jupiter barycenter, SSB->Saturn barycenter, EMB->Earth, EMB->Moon.\n"
        f"EMRAT = {emrat!r}. Frame J2000 (ICRF). Positions in km, times in TDB seconds past J2000.\n"
        f"Converter: {_CONVERTER_VERSION}\n"
    )
    data = comment.encode("ascii").replace(b"\n", b"\0") + b"\x04"
    blocks = [data[i : i + 1000] for i in range(0, len(data), 1000)]
    comment_data = b"".join(block.ljust(_K, b" ") for block in blocks)
    fward = 2 + len(comment_data) // _K  # first summary record; the name record follows it

    # The DAF file record (little-endian), as laid out by NAIF; jplephem's DAF reads it back.
    file_record = struct.pack(
        "<8sII60sIII8s603s28s297s",
        b"DAF/SPK ",
        2,  # ND: start and end epochs
        6,  # NI: target, center, frame, type, start and end addresses
        b"DE423 converted by almanac.core.astro".ljust(60),
        fward,
        fward,
        (fward + 1) * (_K // 8) + 1,  # first free word: just past the name record
        b"LTL-IEEE",
        b"\0" * 603,
        _FTPSTR,
        b"\0" * 297,
    )
    assert len(file_record) == _K

    with open(path, "w+b") as f:
        f.write(file_record)
        f.write(comment_data)
        f.write(b"\0" * _K)  # empty summary record (next = previous = count = 0)
        f.write(b" " * _K)  # empty name record
        daf = DAF(f)
        for target, center, sets in segments:
            array, start, end = _type2_array(sets, jalpha, jomega)
            name = f"DE-0423 {target} wrt {center}".encode("ascii")
            daf.add_array(name, (start, end, target, center, 1, 2), array)


def ensure_de423_kernel(path: Path | None = None) -> Path:
    """Return the path of the converted DE423 kernel, writing it first if missing or outdated."""
    path = Path(path) if path is not None else DE423_KERNEL_PATH
    if _kernel_is_current(path):
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    # Write beside the target and rename, so a concurrent reader never sees a half-written file.
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        write_de423_kernel(tmp)
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return path


def _kernel_is_current(path: Path) -> bool:
    if not path.is_file():
        return False
    try:
        from jplephem.spk import SPK

        kernel = SPK.open(str(path))
        try:
            pairs = {(s.center, s.target) for s in kernel.segments}
            comment = kernel.comments()
        finally:
            kernel.close()
    except Exception:
        return False
    expected = {(0, _SUN), (0, _EMB), (0, _JUPITER), (0, _SATURN), (_EMB, _EARTH), (_EMB, _MOON)}
    return pairs == expected and _CONVERTER_VERSION in comment
