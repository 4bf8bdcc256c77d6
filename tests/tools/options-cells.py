#!/usr/bin/env python3
"""options-cells.py DIR: in every proposal PDF of DIR, the options table
("Ihre Optionen" / "Your options", from <id>.md) keeps each option's name,
investment and total cost on one line (docs/pdf.md, Tables: only the
text column wraps, never a number, a short name never).  Reads the cells
from the Markdown table whose header starts "| Option |" and looks for
each in `pdftotext -layout` of <id>.pdf.  Prints each miss; exit status
1 if there is one, or if no PDF has an options table."""
import glob
import os
import subprocess
import sys


def option_rows(md):
    rows, inside = [], False
    for line in open(md, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("| Option |"):
            inside = True
            continue
        if inside and line.startswith("| ---"):
            continue
        if inside and line.startswith("|"):
            cells = [c.strip().replace("\\", "") for c in line.strip("|").split(" | ")]
            rows.append(cells)
            continue
        inside = False
    return rows


def main():
    bad, tables = 0, 0
    for pdf in sorted(glob.glob(os.path.join(sys.argv[1], "*.pdf"))):
        rows = option_rows(pdf[:-4] + ".md")
        if not rows:
            continue
        tables += 1
        text = subprocess.run(["pdftotext", "-layout", pdf, "-"],
                              capture_output=True, text=True).stdout
        lines = [" ".join(l.split()) for l in text.splitlines()]
        for cells in rows:
            for cell in (cells[0], cells[2], cells[3]):
                want = " ".join(cell.replace("\u00a0", " ").split())
                if not any(want in l for l in lines):
                    print("%s: cell %r is not on one line" % (pdf, cell))
                    bad = 1
    if tables == 0:
        print("no options table in " + sys.argv[1])
        bad = 1
    return bad


sys.exit(main())
