#!/usr/bin/env python3
"""tests/tools/consistency.py: a proposal never contradicts itself.

Usage: consistency.py DIR...   (each DIR a `gpuplan build -o` directory)

For every <id>.json with status "ok" in DIR, reads <id>.md and checks what
a customer would catch (issue 12 item 4):

  offer   JSON offer.operating_model is the cheapest model at medium
          utilisation (tco.scenarios[medium].cheapest);
  verb    an offer to rent never opens with "Wir empfehlen **N ×" / "We
          recommend **N ×", an offer to own always does;
  pays    no "pays off" wording ("Kaufen lohnt sich", "Buying pays off")
          when buying breaks even at no level;
  norent  without a rent price no break-even cell says "never within"
          (there is nothing to break even against);
  risks   the utilisation risk does not say "not reached" twice;
  zero    no volume of "0,0 TB" / "0.0 TB", no two-column row whose
          value is 0,0 / 0.0 (a memory component the workload has not);
  own     every "buy vs. rent" break-even is the own model's
          (JSON tco.own_model: on-prem, or colocation where on-prem is not
          offered): each utilisation section's sentence equals the own
          model's row of its table, and the summary table's cell for that
          utilisation equals it too; the hybrid row shows a break-even
          whenever the JSON has one (break_even_month_hybrid).
  spread  the answer-length risk (a reasoning model planned without
          output_tokens_cv) is there exactly when JSON's first
          llm-inference workload with answer_spread_risk has one: its two
          rates are that workload's rate per sequence at the spread and
          as planned, and it says the target is missed and the memory
          short exactly when JSON does, and the GPUs the workload needs
          at the spread exactly when JSON's gpus_needed gives them;
  bought  each row of the options table shows as many GPUs as its option
          buys: the hybrid its own part (JSON tco hybrid own_gpus), not
          the whole system, renting the capacity rented; a hybrid offer's
          summary says how many of the GPUs it buys.

Prints one line per finding, "id: check: what", and a count; exit 1 when
there is any.  Exit 2 when a DIR holds no result at all.
"""
import json
import os
import re
import sys

WORDS = {
    "de": {"recommend_own": "Wir empfehlen **", "recommend_rent": "**zu mieten**",
           "pays": ["Kaufen lohnt sich"], "never": "nie innerhalb",
           "twice": re.compile(r"nicht erreicht, bei [^.]* nicht erreicht"),
           "zero": "0,0 TB", "section": "## Auslastung ",
           "be_line": "Break-even Kauf gegenüber Miete: **",
           "buys": "Sie kaufen {own} der {gpus} GPUs", "buys_one": "Sie kaufen eine der {gpus} GPUs",
           "spread": re.compile(r"^- Antwortlängen: .* je Sitzung ([0-9.,]+) Token/s statt ([0-9.,]+) Token/s\.(.*)$", re.M),
           "spread_miss": "liegt unter dem Ziel", "spread_mem": "fasst dann nicht mehr alle",
           "spread_gpus": re.compile(r"(?:braucht dieser Workload|reichen dieselben) ([0-9.]+) GPUs"),
           "own": {"on-prem": "Eigenbetrieb (On-Premises)", "colocation": "Colocation",
                   "hybrid": "Hybrid (Grundlast eigen, Spitzen gemietet)"}},
    "en": {"recommend_own": "We recommend **", "recommend_rent": "**renting**",
           "pays": ["Buying pays off", "buying pays off"], "never": "never within",
           "twice": re.compile(r"not reached within [^.]*; at [^.]*, it is not reached"),
           "zero": "0.0 TB", "section": "## Utilisation ",
           "be_line": "Break-even, buy vs. rent: **",
           "buys": "you buy {own} of the {gpus} GPUs", "buys_one": "you buy one of the {gpus} GPUs",
           "spread": re.compile(r"^- Answer lengths: .* generates ([0-9.,]+) tokens/s instead of ([0-9.,]+) tokens/s per sequence\.(.*)$", re.M),
           "spread_miss": "is below the target", "spread_mem": "no longer holds all",
           "spread_gpus": re.compile(r"(?:this workload needs|the same) ([0-9,]+) GPUs"),
           "own": {"on-prem": "On-premises", "colocation": "Colocation",
                   "hybrid": "Hybrid (own base load, rented peaks)"}},
}


def summary_part(md):
    """The executive summary: from its heading to the next page break."""
    m = re.search(r"^# (Zusammenfassung|Executive summary)\n(.*?)(<!-- pagebreak -->|\Z)",
                  md, re.S | re.M)
    return m.group(2) if m else ""


def cells(line):
    """The cells of a Markdown table row, stripped of bold."""
    return [c.strip().strip("*") for c in line.strip().strip("|").split("|")]


def own_break_even(md, w, own_label):
    """Per utilisation section (in order): (sentence value, own row value);
    the row value is None when the table has no row for the own model."""
    out = []
    for part in md.split("\n" + w["section"])[1:]:
        part = part.split("\n## ")[0].split("\n# ")[0]
        i = part.find(w["be_line"])
        if i < 0:
            continue
        said = part[i + len(w["be_line"]):].split("**")[0]
        row = None
        for line in part.splitlines():
            if line.startswith("|") and cells(line)[0] == own_label:
                row = cells(line)[-1]
        out.append((said, row))
    return out


def summary_break_even(summ):
    """The break-even column (third) of the summary's utilisation table."""
    vals = []
    for line in summ.splitlines():
        c = cells(line) if line.startswith("|") else []
        if len(c) >= 3 and re.match(r"^(niedrig|mittel|hoch|low|medium|high) \(", c[0]):
            vals.append(c[2])
    return vals


def check(path_json, findings):
    with open(path_json, encoding="utf-8") as f:
        d = json.load(f)
    if d.get("status") != "ok":
        return 0
    pid = d["id"]
    md_path = path_json[:-5] + ".md"
    with open(md_path, encoding="utf-8") as f:
        md = f.read()
    w = WORDS[d["language"]]
    cases = {s["name"]: s for s in d["tco"]["scenarios"]}

    def bad(check_name, what):
        findings.append(f"{pid}: {check_name}: {what}")

    if "offer" not in d:
        bad("offer", "the JSON has no offer")
    offer = d.get("offer", {}).get("operating_model", cases["medium"]["cheapest"])
    rent_priced = d.get("offer", {}).get("rent_priced", True)

    if cases["medium"]["cheapest"] != offer:
        bad("offer", f"offer is {offer}, the cheapest at medium is "
            f"{cases['medium']['cheapest']}")
    summ = summary_part(md)
    own_opening = w["recommend_own"] + str(d["recommendation"]["gpus"]) + " ×"
    if offer == "cloud":
        if own_opening in summ:
            bad("verb", "recommends buying while the offer is to rent")
        if w["recommend_rent"] not in summ:
            bad("verb", "the offer to rent is not said in the summary")
    elif own_opening not in summ:
        bad("verb", f"the offer ({offer}) does not open with the system")
    if all(cases[k]["break_even_month"] is None for k in cases):
        for p in w["pays"]:
            if p in md:
                bad("pays", f"says \"{p}\" but buying never breaks even")
    if not rent_priced and w["never"] in md:
        bad("norent", f"says \"{w['never']}\" without a rent price")
    if w["twice"].search(md):
        bad("risks", "the utilisation risk says \"not reached\" twice")
    if w["zero"] in md:
        bad("zero", f"shows a volume of {w['zero']}")
    for m in re.finditer(r"^\| ([^|]+) \| 0[.,]0 \|$", md, re.M):
        bad("zero", f"shows a row \"{m.group(1)}\" of 0.0")
    own = d["tco"].get("own_model", "on-prem")
    secs = own_break_even(md, w, w["own"][own])
    for said, row in secs:
        if row is not None and row != "–" and said != row:
            bad("own", f"says break-even {said}, the {own} row says {row}")
    hyb = own_break_even(md, w, w["own"]["hybrid"])
    order = [s["name"] for s in d["tco"]["scenarios"]]
    for name, (_, row) in zip(order, hyb):
        if cases[name].get("break_even_month_hybrid") is not None and row == "–":
            bad("own", f"the hybrid row at {name} shows no break-even, the JSON has "
                f"{cases[name]['break_even_month_hybrid']}")
    hyb_own = next((o.get("own_gpus") for o in cases["medium"]["options"]
                    if o["model"] == "hybrid" and o.get("available")), None)
    for o in d.get("offer", {}).get("options", []):
        want = hyb_own if o["operating_model"] == "hybrid" else o["gpus"]
        for line in md.splitlines():
            if line.startswith("| " + o["name"] + " | "):
                m = re.match(r"(\d+) ×", cells(line)[1])
                if m and want is not None and int(m.group(1)) != want:
                    bad("bought", f"option {o['name']} shows {m.group(1)} × "
                        f"GPUs, it buys {want}")
    gpus = d["recommendation"]["gpus"]
    if offer == "hybrid" and hyb_own is not None and hyb_own < gpus:
        said = (w["buys_one"] if hyb_own == 1 else w["buys"]).format(own=hyb_own, gpus=gpus)
        if said not in summ:
            bad("bought", f"the hybrid offer's summary does not say \"{said}\"")
    risky = [x for x in d.get("workloads", [])
             if x.get("answer_spread_risk") is not None]
    said = w["spread"].findall(md)
    if len(said) != (1 if risky else 0):
        bad("spread", f"{len(said)} answer-length risks, JSON has "
            f"{len(risky)} workloads with one")
    elif risky:
        r, (at, planned, rest) = risky[0], said[0]
        num = (lambda s: float(s.replace(".", "").replace(",", "."))
               if d["language"] == "de" else float(s.replace(",", "")))
        if abs(num(at) - r["answer_spread_risk"]["tokens_per_s_per_sequence"]) > 0.051:
            bad("spread", f"says {at} tokens/s at the spread, JSON "
                f"{r['answer_spread_risk']['tokens_per_s_per_sequence']}")
        if abs(num(planned) - r["throughput"]["tokens_per_s_per_sequence"]) > 0.051:
            bad("spread", f"says {planned} tokens/s planned, JSON "
                f"{r['throughput']['tokens_per_s_per_sequence']}")
        if (w["spread_miss"] in rest) == r["answer_spread_risk"]["meets_target"]:
            bad("spread", "the target clause contradicts JSON meets_target")
        if (w["spread_mem"] in rest) == r["answer_spread_risk"]["memory_fits"]:
            bad("spread", "the memory clause contradicts JSON memory_fits")
        n = w["spread_gpus"].findall(rest)
        want = r["answer_spread_risk"].get("gpus_needed")
        if [int(x.replace(".", "").replace(",", "")) for x in n] != ([want] if want else []):
            bad("spread", f"says {n} GPUs at the spread, JSON gpus_needed {want}")
    summ_vals = summary_break_even(summ)
    if len(summ_vals) == len(secs):
        for (said, _), cell in zip(secs, summ_vals):
            if said != cell:
                bad("own", f"summary says break-even {cell}, the TCO section {said}")
    return 1


def main(argv):
    findings = []
    n = 0
    for d in argv[1:]:
        for name in sorted(os.listdir(d)):
            if name.endswith(".json") and name not in ("summary.json", "changes.json"):
                n += check(os.path.join(d, name), findings)
    for f in findings:
        print(f)
    print(f"consistency: {n} proposals, {len(findings)} findings")
    if n == 0:
        return 2
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
