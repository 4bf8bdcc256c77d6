#!/usr/bin/env python3
"""breakeven-panels.py DIR: the break-even figure of every proposal in DIR
(<id>.json beside <id>-breakeven.svg) shows what docs/charts.md says: the
medium-utilisation chart on top and, below it, a panel for low (left) and
one for high utilisation (right), each titled with its utilisation in the
proposal's language, each with its own break-even marked ("Break-even
Monat 10,2" where the JSON has one at that utilisation, none where it
has none); every text of the figure at least 7 pt when the
figure is set at the A4 text width (165 mm) of the PDF.  Prints each
miss; exit status 1 if there is one."""
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

TEXT_W = 165 / 25.4 * 72      # pt, the PDF's text width (docs/pdf.md)
MIN_PT = 7.0                  # pt, the smallest legible text on paper
NS = "{http://www.w3.org/2000/svg}"

TITLES = {
    "de": ("Kumulierte Kosten und Break-even bei mittlerer Auslastung ({})",
           "Niedrige Auslastung ({})", "Hohe Auslastung ({})"),
    "en": ("Cumulative cost and break-even at medium utilisation ({})",
           "Low utilisation ({})", "High utilisation ({})"),
}


def pct(u, lang):
    n = "%d" % round(u * 100)
    return n + " %" if lang == "de" else n + "%"


def check(js, svg):
    miss = []
    d = json.load(open(js))
    lang = d["language"]
    util = [s["utilisation"] for s in d["tco"]["scenarios"]]
    low, med, high = sorted(set(util))[:3]
    want = [t.format(pct(u, lang)) for t, u in zip(TITLES[lang],
            (med, low, high))]
    root = ET.parse(svg).getroot()
    w = float(root.get("viewBox").split()[2])
    h = float(root.get("viewBox").split()[3])
    scale = min(1.0, TEXT_W / w)
    texts = [(t.text or "", float(t.get("x")), float(t.get("y")),
              float(t.get("font-size")), t.get("font-weight"))
             for t in root.iter(NS + "text")]
    titles = [t for t in texts if t[4] == "bold" and t[3] >= 9]
    got = [t[0] for t in titles]
    if got != want:
        miss.append("titles %r, want %r" % (got, want))
    elif not (titles[0][2] < h / 3 and titles[1][2] > h / 2 and
              titles[2][2] > h / 2 and titles[1][1] < w / 2 <= titles[2][1]):
        miss.append("panels not medium on top, low left, high right")
    mark = "Break-even Monat " if lang == "de" else "Break-even month "
    h_main = titles[1][2] - 9 if len(titles) == 3 else h / 2
    regions = {"medium": lambda x, y: y < h_main,
               "low": lambda x, y: y >= h_main and x < w / 2,
               "high": lambda x, y: y >= h_main and x >= w / 2}
    for sc in d["tco"]["scenarios"]:
        inside = regions.get(sc["name"])
        if inside is None:
            continue
        marks = [t[0] for t in texts if t[0].startswith(mark) and
                 inside(t[1], t[2])]
        be = sc["break_even_month"]
        want_m = [] if be is None else [mark + ("%.1f" % be).replace(
            ".", "," if lang == "de" else ".")]
        if marks != want_m:
            miss.append("%s panel marks %r, want %r" % (sc["name"], marks,
                        want_m))
    for t in texts:
        if t[3] * scale < MIN_PT - 1e-9:
            miss.append("text %r is %.2f pt at A4 width" % (t[0], t[3] * scale))
    return miss


def main():
    bad = 0
    files = sorted(glob.glob(os.path.join(sys.argv[1], "*-breakeven.svg")))
    for svg in files:
        js = svg[:-len("-breakeven.svg")] + ".json"
        for m in check(js, svg):
            print("%s: %s" % (svg, m))
            bad = 1
    if not files:
        print("no break-even figure in " + sys.argv[1])
        bad = 1
    return bad


sys.exit(main())
