"""Writes the shop's two Inter files in app/styles/fonts/ from @fontsource-variable/inter.

Run once after changing the font or the characters it covers (not part of the build):
    sudo apt-get install python3-fonttools python3-brotli   # Debian packages
    python3 scripts/subset-fonts.py

- inter-latin-shop.woff2: fontsource's latin subset without combining marks, with the layout
  features the shop uses (kerning, ligatures, tabular figures) and the weight axis limited to
  the 400-800 the styles use: 27 kB instead of 48 kB. It is preloaded on every page.
- inter-maltese.woff2: Ċ ċ Ġ ġ Ħ ħ Ż ż from the latin-ext subset (2.5 kB). Its @font-face has that
  unicode-range, so it draws these letters only (app/styles/font.ts).
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files"
TARGET = ROOT / "app/styles/fonts"
WEIGHTS = (400, 800)
MALTESE = [0x10A, 0x10B, 0x120, 0x121, 0x126, 0x127, 0x17B, 0x17C]


def build(source: str, unicodes: list[int], features: list[str], target: str) -> None:
    font = TTFont(SOURCE / source)
    options = subset.Options()
    options.layout_features = features
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {"wght": WEIGHTS})
    font.flavor = "woff2"
    font.save(TARGET / target)
    print(f"{target}: {(TARGET / target).stat().st_size} bytes")


latin = [c for c in TTFont(SOURCE / "inter-latin-wght-normal.woff2").getBestCmap() if not 0x300 <= c <= 0x36F]
build("inter-latin-wght-normal.woff2", latin, ["kern", "liga", "calt", "ccmp", "locl", "tnum"], "inter-latin-shop.woff2")
build("inter-latin-ext-wght-normal.woff2", MALTESE, ["kern", "ccmp", "locl"], "inter-maltese.woff2")
