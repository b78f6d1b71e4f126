"""Astronomy for building and verifying the shipped table of solar terms and new moons.

This subpackage imports skyfield (and numpy, jplephem, skyfield-data, de423). It is used only to
build `almanac/core/data/astro_table.txt` (``python -m almanac.core.astro.build``) and by the tests
that verify that table; the site never imports it at run time; the site only reads the table.

- `ephemeris`: the timescale and the DE421 / DE423 ephemerides (DE423 is converted once from the
  ``de423`` package's NumPy arrays into a real SPK kernel cached at ``<project>/.cache/de423.bsp``).
- `events`: exact moments of the solar terms and new moons.
- `build`: writes / checks the table.
- `compare`: verifies the DE423 conversion and measures the DE421-vs-DE423 differences.
"""
