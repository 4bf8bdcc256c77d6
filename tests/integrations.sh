# tests/integrations.sh: the CI integrations (issue 15 items 4, 6, 7):
# check --format sarif, the GitHub action, the pre-commit hook, the
# Dockerfile, the GitLab example, bash and zsh completion, and the
# scale-out examples (GitHub matrix, Kubernetes Indexed Job) with the
# proof that shards merged equal one build.
#
# Sourced by tests/run.sh (`. tests/integrations.sh`) after tests/lib.sh:
# uses ok/fail/skip/expect_*, gp, $GPUPLAN, $TMP and $JSONQ from there.
# Checks that need python3 (and its yaml or jsonschema module), zsh,
# hadolint or dpkg say "skipped: ..." where those are missing.

I=$TMP/integ
mkdir -p "$I/bin"
# a `gpuplan` on PATH for the scripts of the example files: the tool under test
# (relative paths in $GPUPLAN made absolute: the scripts run elsewhere)
i_cmd=
for i_w in $GPUPLAN; do
	case $i_w in
	/*|-*) ;;
	*/*) [ -e "$i_w" ] && i_w=$PWD/$i_w ;;
	esac
	i_cmd="$i_cmd $i_w"
done
printf '#!/bin/sh\nexec timeout 60 %s "$@"\n' "$i_cmd" >"$I/bin/gpuplan"
chmod +x "$I/bin/gpuplan"
i_path="$I/bin:$PATH"
i_top=$PWD

i_py=
if command -v python3 >/dev/null 2>&1; then i_py=python3; fi
i_yaml=
if [ -n "$i_py" ] && python3 -c 'import yaml' 2>/dev/null; then i_yaml=1; fi

# ---- SARIF 2.1.0 (check --format sarif) ----
# the exit status is that of the text format
for i_case in "1 tests/bad/" "0 scenarios/" "2 does/not/exist.yaml" \
    "0 tests/bad/23-warning-utilisation-order.yaml"; do
	i_want=${i_case%% *}; i_arg=${i_case#* }
	expect_exit "$i_want" "sarif: exit $i_want for $i_arg as text" \
	    gp check --format sarif "$i_arg"
done
expect_exit 1 "sarif: --strict turns a warning into exit 1" \
    gp check --format sarif --strict tests/bad/23-warning-utilisation-order.yaml
gp check --format sarif tests/bad/ >"$I/bad.sarif" 2>/dev/null
gp check --format sarif scenarios/ >"$I/clean.sarif" 2>/dev/null
gp check --format json tests/bad/ >"$I/bad.json" 2>/dev/null
$JSONQ "$I/bad.sarif" && ok "sarif: one JSON document" || fail "sarif: one JSON document"
[ "$($JSONQ "$I/clean.sarif" runs.0.results)" = "[]" ] && ok "sarif: no findings, results []" || \
	fail "sarif: no findings, results []" "$($JSONQ "$I/clean.sarif" runs.0.results)"
[ "$($JSONQ "$I/bad.sarif" runs.0.tool.driver.version)" = "$(gp version | sed 's/^gpuplan //')" ] && \
	ok "sarif: driver version is gpuplan version" || fail "sarif: driver version" \
	"$($JSONQ "$I/bad.sarif" runs.0.tool.driver.version)"
# a path that is not a plain URI is percent-encoded
mkdir -p "$I/with space"
cp tests/bad/02-unknown-nested-key.yaml "$I/with space/a%b.yaml"
gp check --format sarif "$I/with space/a%b.yaml" >"$I/space.sarif" 2>/dev/null
expect_grep "sarif: path percent-encoded in the uri" 'with%20space/a%25b.yaml"' "$I/space.sarif"

# i_sarif_check SARIF JSON: the required properties of SARIF 2.1.0 (and
# what code scanning reads), the findings of the json format one to one
i_sarif_check() {
	python3 - "$1" "$2" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
diag = json.load(open(sys.argv[2]))
err = []
def need(cond, what):
    if not cond:
        err.append(what)
need(log.get("version") == "2.1.0", "version is not 2.1.0")
need(str(log.get("$schema", "")).endswith("sarif-schema-2.1.0.json"), "$schema")
runs = log.get("runs")
need(isinstance(runs, list) and len(runs) == 1, "runs is not one run")
run = runs[0]
driver = run["tool"]["driver"]
need(driver.get("name") == "gpuplan", "tool.driver.name")
rules = driver.get("rules")
need(isinstance(rules, list) and rules, "tool.driver.rules")
ids = [r.get("id") for r in rules]
need(len(set(ids)) == len(ids), "rule ids not unique")
for r in rules:
    need(isinstance(r.get("id"), str) and r["id"], "rule without id")
    need(r.get("shortDescription", {}).get("text"), "rule %s: shortDescription" % r.get("id"))
    need(r.get("help", {}).get("text"), "rule %s: help" % r.get("id"))
    need(r.get("defaultConfiguration", {}).get("level") in ("error", "warning", "note"),
         "rule %s: level" % r.get("id"))
results = run.get("results")
need(isinstance(results, list), "results is not a list")
findings = diag["findings"]
need(len(results) == len(findings), "%d results for %d findings" % (len(results), len(findings)))
with_col = 0
for res, f in zip(results, findings):
    rid = res.get("ruleId")
    need(rid in ids, "ruleId %r not in rules" % rid)
    need(ids[res.get("ruleIndex", -1)] == rid, "ruleIndex of %r" % rid)
    need(res.get("level") in ("error", "warning", "note"), "level %r" % res.get("level"))
    need(res.get("level") == f["severity"], "level %r for %r" % (res.get("level"), f["severity"]))
    need(rid == f["code"], "ruleId %r for code %r" % (rid, f["code"]))
    need(isinstance(res.get("message", {}).get("text"), str) and res["message"]["text"],
         "message.text")
    need(res["message"]["text"] == f["message"], "message of %s" % rid)
    locs = res.get("locations")
    need(isinstance(locs, list) and len(locs) == 1, "one location")
    pl = locs[0]["physicalLocation"]
    need(pl["artifactLocation"]["uri"] == f["file"], "uri %r" % pl["artifactLocation"]["uri"])
    reg = pl.get("region")
    if f["line"] > 0:
        need(reg is not None and reg.get("startLine", 0) >= 1, "startLine of %s" % f["file"])
        need(reg["startLine"] == f["line"], "startLine %r" % reg)
        if f["column"] > 0:
            need(reg.get("startColumn", 0) >= 1, "startColumn of %s" % f["file"])
            need(reg["startColumn"] == f["column"], "startColumn %r" % reg)
            with_col += 1
    else:
        need(reg is None, "a region for a whole-file finding")
need(with_col > 0 or not findings, "no result with line and column")
print("\n".join(err[:20]))
sys.exit(1 if err else 0)
EOF
}
if [ -n "$i_py" ]; then
	n_res=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["runs"][0]["results"]))' "$I/bad.sarif")
	if i_sarif_check "$I/bad.sarif" "$I/bad.json" >"$I/sarif.err" 2>&1; then
		ok "sarif: required fields, rules, regions of tests/bad/ ($n_res results)"
	else fail "sarif: required fields of tests/bad/" "$(cat "$I/sarif.err")"; fi
	gp check --format json scenarios/ >"$I/clean.json" 2>/dev/null
	i_sarif_check "$I/clean.sarif" "$I/clean.json" >"$I/sarif.err" 2>&1 && \
		ok "sarif: required fields of a clean run" || \
		fail "sarif: required fields of a clean run" "$(cat "$I/sarif.err")"
	# every code of the catalogue is a rule (codes from docs/diagnostics.md)
	sed -n 's/^| `\([a-z0-9-]*\)` | .*/\1/p' docs/diagnostics.md | sort -u >"$I/doc-codes"
	python3 -c 'import json,sys
for r in json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]["rules"]: print(r["id"])' \
	    "$I/bad.sarif" | sort -u >"$I/rule-ids"
	i_missing=$(comm -23 "$I/doc-codes" "$I/rule-ids")
	[ -s "$I/doc-codes" ] && [ -z "$i_missing" ] && ok "sarif: a rule for every documented code" || \
		fail "sarif: a rule for every documented code" "missing: $i_missing"
	# each rule's help is its code's line of the one catalogue (util/diag.c),
	# word for word the meaning that docs/diagnostics.md gives the code
	python3 - "$I/bad.sarif" docs/diagnostics.md >"$I/help.err" 2>&1 <<'PYEOF'
import json, re, sys
rules = json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]["rules"]
doc = dict(re.findall(r'^\| `([a-z0-9-]+)` \| (.*) \|$', open(sys.argv[2]).read(), re.M))
err = []
for r in rules:
    want = doc.get(r["id"])
    if want is None:
        err.append("%s: not in docs/diagnostics.md" % r["id"])
    elif r["shortDescription"]["text"] != want:
        err.append("%s: rule says %r, docs say %r" % (r["id"], r["shortDescription"]["text"], want))
    elif not r["help"]["text"].startswith(want):
        err.append("%s: help text %r" % (r["id"], r["help"]["text"]))
print("\n".join(err))
sys.exit(1 if err else 0)
PYEOF
	[ $? -eq 0 ] && ok "sarif: every rule's help is its code's meaning in docs/diagnostics.md" || \
		fail "sarif: rule help texts" "$(head -10 "$I/help.err")"
else
	skip "sarif: required fields" "python3 not found"
fi
if [ -n "$i_py" ] && python3 -c 'import jsonschema' 2>/dev/null; then
	# the required properties of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json:
	# sarifLog, run, tool, toolComponent, reportingDescriptor, result, message,
	# location, physicalLocation, artifactLocation, region), written out here
	cat >"$I/sarif-min.schema.json" <<'EOF'
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "required": ["version", "runs"],
  "properties": {
    "version": {"enum": ["2.1.0"]},
    "$schema": {"type": "string", "format": "uri"},
    "runs": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/run"}}
  },
  "definitions": {
    "message": {"type": "object", "anyOf": [{"required": ["text"]}, {"required": ["id"]}],
      "properties": {"text": {"type": "string"}}},
    "mfString": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
    "run": {"type": "object", "required": ["tool"], "properties": {
      "tool": {"type": "object", "required": ["driver"], "properties": {
        "driver": {"type": "object", "required": ["name"], "properties": {
          "name": {"type": "string"}, "version": {"type": "string"},
          "rules": {"type": "array", "uniqueItems": true, "items": {
            "type": "object", "required": ["id"], "properties": {
              "id": {"type": "string"},
              "shortDescription": {"$ref": "#/definitions/mfString"},
              "fullDescription": {"$ref": "#/definitions/mfString"},
              "help": {"$ref": "#/definitions/mfString"},
              "defaultConfiguration": {"type": "object", "properties": {
                "level": {"enum": ["none", "note", "warning", "error"]}}}}}}}}}},
      "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
      "results": {"type": "array", "items": {"$ref": "#/definitions/result"}}}},
    "result": {"type": "object", "required": ["message"], "properties": {
      "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
      "level": {"enum": ["none", "note", "warning", "error"]},
      "message": {"$ref": "#/definitions/message"},
      "locations": {"type": "array", "items": {"type": "object", "properties": {
        "physicalLocation": {"type": "object",
          "anyOf": [{"required": ["address"]}, {"required": ["artifactLocation"]}],
          "properties": {
            "artifactLocation": {"type": "object", "properties": {
              "uri": {"type": "string", "format": "uri-reference"}}},
            "region": {"type": "object", "properties": {
              "startLine": {"type": "integer", "minimum": 1},
              "startColumn": {"type": "integer", "minimum": 1}}}}}}}}}}
  }
}
EOF
	for i_f in bad clean space; do
		if python3 - "$I/sarif-min.schema.json" "$I/$i_f.sarif" >"$I/js.err" 2>&1 <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft7Validator.check_schema(schema)
v = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
errs = sorted(v.iter_errors(json.load(open(sys.argv[2]))), key=str)
for e in errs[:10]:
    print(list(e.path), e.message)
sys.exit(1 if errs else 0)
EOF
		then ok "sarif: $i_f.sarif valid against the SARIF 2.1.0 required properties (jsonschema)"
		else fail "sarif: $i_f.sarif against the schema" "$(cat "$I/js.err")"; fi
	done
	# the schema is not a test that cannot fail: a result without message fails it
	python3 -c 'import json,sys
d=json.load(open(sys.argv[1])); del d["runs"][0]["results"][0]["message"]
json.dump(d, open(sys.argv[2], "w"))' "$I/bad.sarif" "$I/broken.sarif"
	python3 - "$I/sarif-min.schema.json" "$I/broken.sarif" >/dev/null 2>&1 <<'EOF'
import json, sys, jsonschema
jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
EOF
	[ $? -ne 0 ] && ok "sarif: the schema refuses a result without message" || \
		fail "sarif: the schema refuses a result without message"
else
	skip "sarif: jsonschema validation" "python3 module jsonschema not installed"
fi

# ---- bash and zsh completion ----
if command -v bash >/dev/null 2>&1; then
	# i_complete WORDS...: what _gpuplan offers for the last word
	i_complete() {
		bash -c '. contrib/completion/gpuplan.bash; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _gpuplan; printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
	}
	[ "$(i_complete gpuplan bu)" = "build" ] && ok "bash completion: gpuplan bu -> build" || \
		fail "bash completion: gpuplan bu" "$(i_complete gpuplan bu)"
	[ "$(i_complete gpuplan check --format sa)" = "sarif" ] && ok "bash completion: check --format sa -> sarif" || \
		fail "bash completion: --format sa" "$(i_complete gpuplan check --format sa)"
	[ "$(i_complete gpuplan build --sh)" = "--shard" ] && ok "bash completion: build --sh -> --shard" || \
		fail "bash completion: build --sh" "$(i_complete gpuplan build --sh)"
	[ "$(i_complete gpuplan help me)" = "merge" ] && ok "bash completion: help me -> merge" || \
		fail "bash completion: help me" "$(i_complete gpuplan help me)"
	i_got=$(i_complete gpuplan check scenarios/de)
	[ "$i_got" = "scenarios/dev-box.yaml" ] && ok "bash completion: scenario files" || \
		fail "bash completion: scenario files" "$i_got"
	i_got=$(i_complete gpuplan show tests/bad/01 | grep -c '\.expected$')
	[ "$i_got" -eq 0 ] && ok "bash completion: only .yaml/.yml files" || \
		fail "bash completion: only .yaml/.yml files" "$(i_complete gpuplan show tests/bad/01)"
	# every option of `gpuplan CMD --help` is completed, and every command
	for i_cmd in check show build diff merge catalog init schema model; do
		i_miss=
		for i_opt in $(gp "$i_cmd" --help 2>&1 | grep -o -- '--[a-z-]*' | sort -u); do
			i_complete gpuplan "$i_cmd" -- | grep -qx -- "$i_opt" || i_miss="$i_miss $i_opt"
		done
		[ -z "$i_miss" ] && ok "bash completion: every option of $i_cmd --help" || \
			fail "bash completion: options of $i_cmd" "not completed:$i_miss"
	done
	[ "$(i_complete gpuplan model im)" = "import" ] && ok "bash completion: model im -> import" || \
		fail "bash completion: model im" "$(i_complete gpuplan model im)"
	i_got=$(i_complete gpuplan model import tests/models/deepseek)
	[ "$i_got" = "tests/models/deepseek-v3.json" ] && ok "bash completion: model import offers config.json files" || \
		fail "bash completion: model import files" "$i_got"
	i_miss=
	for i_cmd in $(gp help | sed -n '/^Commands:/,/^$/s/^  \([a-z]*\) .*/\1/p'); do
		i_complete gpuplan "" | grep -qx "$i_cmd" || i_miss="$i_miss $i_cmd"
	done
	[ -z "$i_miss" ] && ok "bash completion: every command of gpuplan help" || \
		fail "bash completion: commands" "not completed:$i_miss"
else
	skip "bash completion" "bash not found"
fi
if command -v zsh >/dev/null 2>&1; then
	zsh -n contrib/completion/_gpuplan 2>"$I/zsh.err" && ok "zsh -n contrib/completion/_gpuplan" || \
		fail "zsh -n _gpuplan" "$(cat "$I/zsh.err")"
else
	skip "zsh completion syntax" "zsh not installed"
fi
# the zsh function names the same options as the bash one
i_miss=
for i_opt in $(grep -o -- '--[a-z-]*' contrib/completion/gpuplan.bash | sort -u); do
	grep -q -- "'$i_opt\|${i_opt}[=[]\|,$i_opt" contrib/completion/_gpuplan || i_miss="$i_miss $i_opt"
done
[ -z "$i_miss" ] && ok "zsh completion: the options of the bash one" || \
	fail "zsh completion: options" "missing:$i_miss"

# ---- make install puts the completion files in place ----
rm -rf "$I/stage"
if make -s install DESTDIR="$I/stage" >"$I/install.out" 2>&1; then
	i_miss=
	for i_f in bin/gpuplan share/bash-completion/completions/gpuplan \
	    share/zsh/site-functions/_gpuplan; do
		[ -f "$I/stage/usr/local/$i_f" ] || i_miss="$i_miss $i_f"
	done
	[ -z "$i_miss" ] && ok "make install: binary and completion files" || \
		fail "make install: completion files" "missing:$i_miss"
	cmp -s contrib/completion/gpuplan.bash "$I/stage/usr/local/share/bash-completion/completions/gpuplan" && \
		ok "make install: the bash completion as shipped" || fail "make install: bash completion differs"
	make -s uninstall DESTDIR="$I/stage" >/dev/null 2>&1
	i_left=$(find "$I/stage" -type f | head -5)
	[ -z "$i_left" ] && ok "make uninstall: removes them again" || fail "make uninstall" "left: $i_left"
else
	fail "make install DESTDIR" "$(tail -5 "$I/install.out")"
fi

# ---- action.yml, .pre-commit-hooks.yaml, contrib/*.yml: parse, key fields ----
# i_yq FILE EXPR: print the Python expression EXPR over the YAML document(s)
# d (a list of documents when FILE has several)
i_yq() {
	python3 -c 'import sys, yaml
docs = list(yaml.safe_load_all(open(sys.argv[1])))
d = docs[0] if len(docs) == 1 else docs
r = eval(sys.argv[2])
print(r if not isinstance(r, (list, dict)) else __import__("json").dumps(r))' "$1" "$2"
}
# i_script FILE EXPR OUT: write the shell script at EXPR of FILE to OUT
i_script() {
	python3 -c 'import sys, yaml
docs = list(yaml.safe_load_all(open(sys.argv[1])))
d = docs[0] if len(docs) == 1 else docs
open(sys.argv[3], "w").write(eval(sys.argv[2]))' "$1" "$2" "$3"
}
if [ -n "$i_yaml" ]; then
	for i_f in action.yml .pre-commit-hooks.yaml contrib/*.yml contrib/*.yaml; do
		i_yq "$i_f" 'len(docs)' >"$I/y.out" 2>&1 && ok "yaml parses: $i_f" || \
			fail "yaml parses: $i_f" "$(tail -3 "$I/y.out")"
	done
	# the action
	[ "$(i_yq action.yml 'd["runs"]["using"]')" = "composite" ] && ok "action: runs.using composite" || \
		fail "action: runs.using" "$(i_yq action.yml 'd["runs"]["using"]')"
	[ "$(i_yq action.yml 'sorted(k for k in d["inputs"] if k in ("paths", "strict", "sarif-file"))')" = \
	    '["paths", "sarif-file", "strict"]' ] && ok "action: inputs paths, strict, sarif-file" || \
		fail "action: inputs" "$(i_yq action.yml 'list(d["inputs"])')"
	[ "$(i_yq action.yml 'any(s.get("uses", "").startswith("github/codeql-action/upload-sarif@") for s in d["runs"]["steps"])')" = True ] && \
		ok "action: uploads SARIF with codeql-action/upload-sarif" || fail "action: upload-sarif step"
	[ "$(i_yq action.yml 'all("shell" in s for s in d["runs"]["steps"] if "run" in s)')" = True ] && \
		ok "action: every run step names its shell (composite actions must)" || fail "action: shell"
	# run the action's check step as the runner would: annotations, SARIF, exit code
	i_script action.yml '[s for s in d["runs"]["steps"] if s.get("id") == "check"][0]["run"]' "$I/action-check.sh"
	: >"$I/ghout"
	GPUPLAN="$I/bin/gpuplan" GITHUB_ACTION_PATH=$PWD GITHUB_OUTPUT="$I/ghout" \
	    INPUT_PATHS="tests/bad/02-unknown-nested-key.yaml tests/bad/23-warning-utilisation-order.yaml" \
	    INPUT_STRICT=false INPUT_SARIF="$I/action.sarif" bash -e "$I/action-check.sh" >"$I/action.out" 2>&1
	i_rc=$?
	[ $i_rc -eq 0 ] && grep -qx 'exit-code=1' "$I/ghout" && ok "action: check step records exit-code=1" || \
		fail "action: check step" "rc $i_rc, outputs: $(cat "$I/ghout"); $(head -5 "$I/action.out")"
	expect_grep "action: annotations (--format github)" '^::error file=tests/bad/02-unknown-nested-key.yaml,line=14,col=3,' "$I/action.out"
	[ "$($JSONQ "$I/action.sarif" runs.0.results.0.ruleId)" = unknown-key ] && \
		ok "action: writes the SARIF file" || fail "action: SARIF file" "$(head -c 300 "$I/action.sarif")"
	: >"$I/ghout"
	GPUPLAN="$I/bin/gpuplan" GITHUB_ACTION_PATH=$PWD GITHUB_OUTPUT="$I/ghout" \
	    INPUT_PATHS="tests/bad/23-warning-utilisation-order.yaml" INPUT_STRICT=true INPUT_SARIF='' \
	    bash -e "$I/action-check.sh" >"$I/action.out" 2>&1
	grep -qx 'exit-code=1' "$I/ghout" && ok "action: strict makes a warning fail" || \
		fail "action: strict" "$(cat "$I/ghout")"
	# the pre-commit hook
	[ "$(i_yq .pre-commit-hooks.yaml 'd[0]["id"]')" = "gpuplan-check" ] && ok "hook: id gpuplan-check" || \
		fail "hook: id" "$(i_yq .pre-commit-hooks.yaml 'd[0]["id"]')"
	i_entry=$(i_yq .pre-commit-hooks.yaml 'd[0]["entry"]')
	[ "$i_entry" = "gpuplan check" ] && ok "hook: entry gpuplan check" || fail "hook: entry" "$i_entry"
	[ "$(i_yq .pre-commit-hooks.yaml '[bool(__import__("re").search(d[0]["files"], f)) for f in ("scenarios/a.yaml", "b.yml", "c.json", "yaml.md")]')" = \
	    '[true, true, false, false]' ] && ok "hook: files matches .yaml and .yml only" || \
		fail "hook: files" "$(i_yq .pre-commit-hooks.yaml 'd[0]["files"]')"
	# pre-commit appends the staged files to the entry
	PATH=$i_path $i_entry scenarios/dev-box.yaml scenarios/fem-simulation.yaml >"$I/hook.out" 2>&1 && \
		ok "hook: entry passes clean scenarios" || fail "hook: clean" "$(cat "$I/hook.out")"
	PATH=$i_path $i_entry scenarios/dev-box.yaml tests/bad/02-unknown-nested-key.yaml >"$I/hook.out" 2>&1
	[ $? -eq 1 ] && ok "hook: entry fails on a finding" || fail "hook: finding" "$(cat "$I/hook.out")"
	# the GitLab example
	[ "$(i_yq contrib/gitlab-ci.yml 'd["gpuplan-check"]["artifacts"]["reports"]["junit"]')" = "gpuplan-check.xml" ] && \
		[ "$(i_yq contrib/gitlab-ci.yml 'd["gpuplan-check"]["artifacts"]["when"]')" = "always" ] && \
		ok "gitlab: check job hands over the JUnit report always" || fail "gitlab: junit artifacts"
	i_script contrib/gitlab-ci.yml '"\n".join(d["gpuplan-check"]["script"]) + "\n"' "$I/gitlab-check.sh"
	mkdir -p "$I/gl"
	(cd "$I/gl" && PATH=$i_path GPUPLAN_CATALOG=$i_top/catalog SCENARIOS="$i_top/scenarios/" sh -e "$I/gitlab-check.sh" >/dev/null 2>&1 && \
	    xmllint --noout gpuplan-check.xml) >"$I/gl.out" 2>&1 && \
		ok "gitlab: check script passes scenarios/, its report parses" || \
		fail "gitlab: check script" "$(cat "$I/gl.out")"
	(cd "$I/gl" && PATH=$i_path GPUPLAN_CATALOG=$i_top/catalog SCENARIOS="$i_top/tests/bad/02-unknown-nested-key.yaml" \
	    sh -e "$I/gitlab-check.sh" >/dev/null 2>&1); i_rc=$?
	[ $i_rc -eq 1 ] && grep -q '<failure' "$I/gl/gpuplan-check.xml" && \
		ok "gitlab: check script fails on a finding, its report has it" || \
		fail "gitlab: check script on a finding" "exit $i_rc"
else
	skip "action, hook and CI files" "python3 with the yaml module not found"
fi

# ---- Dockerfile (no image is built here: no registry for debian:12-slim) ----
if command -v hadolint >/dev/null 2>&1; then
	hadolint Dockerfile >"$I/hadolint" 2>&1 && ok "hadolint Dockerfile" || fail "hadolint" "$(cat "$I/hadolint")"
else
	skip "hadolint Dockerfile" "hadolint not installed; the checks below stand in"
fi
grep -q '^FROM debian:12-slim' Dockerfile && ok "Dockerfile: FROM debian:12-slim" || fail "Dockerfile: FROM"
grep -qx 'ENTRYPOINT \["gpuplan"\]' Dockerfile && grep -qx 'WORKDIR /work' Dockerfile && \
	ok "Dockerfile: ENTRYPOINT gpuplan in WORKDIR /work" || fail "Dockerfile: ENTRYPOINT/WORKDIR"
# the packages of each apt-get install (continuation lines joined)
sed -e ':a' -e '/\\$/N; s/\\\n//; ta' Dockerfile | grep 'apt-get install' | \
	sed 's/.*apt-get install[^&]*--no-install-recommends//; s/&&.*//' >"$I/docker-pkgs"
i_build=$(sed -n 1p "$I/docker-pkgs" | tr ' ' '\n' | sed '/^$/d' | sort)
i_run=$(sed -n 2p "$I/docker-pkgs" | tr ' ' '\n' | sed '/^$/d' | sort)
i_deps=$(sed -n 's/^BUILD_PKGS="\(.*\)"/\1/p' tools/deps.sh | tr ' ' '\n' | sort)
[ -n "$i_build" ] && [ "$i_build" = "$i_deps" ] && ok "Dockerfile: build stage installs exactly tools/deps.sh BUILD_PKGS" || \
	fail "Dockerfile: build packages" "Dockerfile: $(echo $i_build); deps.sh: $(echo $i_deps)"
if command -v dpkg-query >/dev/null 2>&1; then
	# each runtime package is what a -dev package of BUILD_PKGS depends on
	i_depends=$(for p in $i_deps; do dpkg-query -W -f='${Depends}\n' "$p" 2>/dev/null; done | \
		tr ',|' '\n\n' | sed 's/^ *//; s/ .*//' | sort -u)
	i_data=$(sed -n 's/^RUN_DATA_PKGS="\(.*\)"/\1/p' tools/deps.sh | tr ' ' '\n')
	i_miss=
	for p in $i_run; do echo "$i_depends
$i_data" | grep -qx "$p" || i_miss="$i_miss $p"; done
	for p in $i_data; do echo "$i_run" | grep -qx "$p" || i_miss="$i_miss $p(RUN_DATA_PKGS, not installed)"; done
	[ -n "$i_run" ] && [ -z "$i_miss" ] && ok "Dockerfile: runtime packages are the libraries of BUILD_PKGS and RUN_DATA_PKGS ($(echo $i_run))" || \
		fail "Dockerfile: runtime packages" "not a dependency of BUILD_PKGS nor RUN_DATA_PKGS:$i_miss"
	# ... and every library ./gpuplan links is in them or what they depend on
	i_have=$( (echo "$i_run"; echo libc6; for p in $i_run; do
		dpkg-query -W -f='${Depends}\n' "$p" 2>/dev/null; done) | \
		tr ',|' '\n\n' | sed 's/^ *//; s/[ :].*//' | sort -u)
	i_miss=
	for p in $(ldd ./gpuplan 2>/dev/null | awk '/=>/ {print $3}'); do
		i_pk=$(dpkg-query -S "$p" 2>/dev/null || dpkg-query -S "$(readlink -f "$p")" 2>/dev/null)
		i_pk=$(echo "$i_pk" | head -1 | sed 's/[:,].*//')
		{ [ -n "$i_pk" ] && echo "$i_have" | grep -qx "$i_pk"; } || i_miss="$i_miss $p($i_pk)"
	done
	[ -z "$i_miss" ] && ok "Dockerfile: runtime stage has every library ./gpuplan links" || \
		fail "Dockerfile: runtime libraries" "not installed by the runtime stage:$i_miss"
else
	skip "Dockerfile: runtime packages" "dpkg-query not found"
fi
# the make commands of its RUN lines exist (dry run)
grep -oE '(RUN|&&) +make [^&\\]*' Dockerfile | sed -E 's/^(RUN|&&) +make //; s/-j"\$\(nproc\)"//; s/DESTDIR=[^ ]*//' >"$I/docker-make"
i_bad=
while read -r i_line; do
	# shellcheck disable=SC2086
	make -n $i_line DESTDIR="$I/dry" >/dev/null 2>&1 || i_bad="$i_bad [$i_line]"
done <"$I/docker-make"
[ -s "$I/docker-make" ] && [ -z "$i_bad" ] && ok "Dockerfile: its make commands exist (make -n: $(tr '\n' ';' <"$I/docker-make"))" || \
	fail "Dockerfile: make commands" "failed:$i_bad"
# .dockerignore keeps build products out of the context
i_bad=
for i_p in build/ gpuplan .git; do
	grep -qx "$i_p" .dockerignore || i_bad="$i_bad $i_p"
done
[ -z "$i_bad" ] && ok ".dockerignore: build/, gpuplan, .git" || fail ".dockerignore" "missing:$i_bad"

# ---- scale-out: N shards merged equal one build, byte for byte ----
# merge writes summary.json and index.md only (docs/nightly.md); the
# per-scenario files are copied from the shard directories first, as
# docs/scale-out.md says.  Then the directories must be identical.
gp build -o "$I/one" scenarios/ >/dev/null 2>&1
for k in 1 2 3; do gp build --shard "$k/3" -o "$I/part$k" scenarios/ >/dev/null 2>&1; done
mkdir -p "$I/merged"
find "$I/part1" "$I/part2" "$I/part3" -mindepth 1 -maxdepth 1 -type f ! -name summary.json \
    ! -name index.md -exec cp -p {} "$I/merged/" \;
gp merge -o "$I/merged" "$I/part1" "$I/part2" "$I/part3" >/dev/null 2>&1; i_rc=$?
[ $i_rc -eq 0 ] && ok "scale-out: merge of 3 shards exits 0" || fail "scale-out: merge" "exit $i_rc"
i_n=$(ls "$I/one" | wc -l)
if [ "$i_n" -gt 2 ] && diff -r "$I/one" "$I/merged" >"$I/diff" 2>&1; then
	ok "scale-out: 3 shards merged equal one build, byte for byte ($i_n files)"
else fail "scale-out: 3 shards merged equal one build" "$(head -20 "$I/diff")"; fi
# each scenario in exactly one shard
i_dup=$(cat "$I"/part[123]/summary.json | grep '"id":' | sort | uniq -d)
[ -z "$i_dup" ] && ok "scale-out: no scenario in two shards" || fail "scale-out: repeated" "$i_dup"

if [ -n "$i_yaml" ]; then
	# the GitHub matrix example: its shard and join scripts, run here
	i_gh=contrib/github-nightly-matrix.yml
	i_shards=$(i_yq "$i_gh" '" ".join(str(s) for s in d["jobs"]["shard"]["strategy"]["matrix"]["shard"])')
	i_script "$i_gh" '[s for s in d["jobs"]["shard"]["steps"] if s.get("name") == "Build shard"][0]["run"]' "$I/gh-shard.sh"
	i_script "$i_gh" '[s for s in d["jobs"]["join"]["steps"] if s.get("id") == "join"][0]["run"]' "$I/gh-join.sh"
	i_N=$(echo $i_shards | wc -w)
	[ "$i_shards" = "$(seq -s ' ' 1 "$i_N")" ] && grep -q -- "--shard \${{ matrix.shard }}/$i_N " "$I/gh-shard.sh" && \
		ok "github matrix: shards 1..$i_N, each --shard K/$i_N" || fail "github matrix: shard list" "$i_shards; $(cat "$I/gh-shard.sh")"
	[ "$(i_yq "$i_gh" 'd["jobs"]["join"]["needs"]')" = "shard" ] && ok "github matrix: join needs the shards" || \
		fail "github matrix: needs"
	# a scenario repository: scenarios/ only; catalog and templates from here
	rm -rf "$I/gh"; mkdir -p "$I/gh/templates"; cp -R scenarios "$I/gh/scenarios"
	# the examples' vendor: profile is ../templates/demo-vendor.yaml
	cp -R templates/demo-vendor.yaml templates/demo-vendor "$I/gh/templates/"
	# ... committed at this suite's SOURCE_DATE_EPOCH (the shard step takes the
	# proposal date from the commit)
	(cd "$I/gh" && git init -q && git add scenarios templates && GIT_COMMITTER_DATE="@$SOURCE_DATE_EPOCH" \
	    git -c user.name=test -c user.email=test@example.invalid commit -q -m scenarios) >/dev/null 2>&1 || \
		fail "github matrix: a git repository of the scenarios"
	for k in $i_shards; do
		sed "s/\${{ matrix.shard }}/$k/g" "$I/gh-shard.sh" >"$I/gh-shard-$k.sh"
		(cd "$I/gh" && PATH=$i_path GPUPLAN_CATALOG=$i_top/catalog GPUPLAN_TEMPLATES=$i_top/templates sh -e "$I/gh-shard-$k.sh" >/dev/null 2>&1) || fail "github matrix: shard $k script"
	done
	(cd "$I/gh" && PATH=$i_path GPUPLAN_CATALOG=$i_top/catalog GPUPLAN_TEMPLATES=$i_top/templates GITHUB_OUTPUT="$I/gh.out" sh -e "$I/gh-join.sh" >"$I/gh.err" 2>&1); i_rc=$?
	if [ $i_rc -eq 0 ] && grep -qx 'rc=0' "$I/gh.out" && diff -r "$I/one" "$I/gh/all" >"$I/diff" 2>&1; then
		ok "github matrix: $i_N shards joined equal one build, byte for byte"
	else fail "github matrix: joined build" "exit $i_rc; $(cat "$I/gh.err"; head -20 "$I/diff")"; fi
	# the Kubernetes Indexed Job: the shard pods' and the merge pod's scripts
	i_k8=contrib/k8s-indexed-job.yaml
	i_N=$(i_yq "$i_k8" 'd[0]["spec"]["completions"]')
	[ "$(i_yq "$i_k8" '[d[0]["spec"]["completionMode"], d[0]["spec"]["parallelism"], d[0]["spec"]["template"]["spec"]["containers"][0]["env"][0]]')" = \
	    "[\"Indexed\", $i_N, {\"name\": \"SHARDS\", \"value\": \"$i_N\"}]" ] && \
		ok "k8s: Indexed Job, completions = parallelism = SHARDS = $i_N" || \
		fail "k8s: job spec" "$(i_yq "$i_k8" 'd[0]["spec"]')"
	[ "$(i_yq "$i_k8" '[x["kind"] for x in d]')" = '["Job", "Job"]' ] && ok "k8s: a shard Job and a merge Job" || fail "k8s: kinds"
	i_script "$i_k8" 'd[0]["spec"]["template"]["spec"]["containers"][0]["args"][0]' "$I/k8s-shard.sh"
	i_script "$i_k8" 'd[1]["spec"]["template"]["spec"]["containers"][0]["args"][0]' "$I/k8s-merge.sh"
	rm -rf "$I/k8s"; mkdir -p "$I/k8s/out"
	sed -i "s|/out/|$I/k8s/out/|g" "$I/k8s-shard.sh" "$I/k8s-merge.sh"
	k=0
	while [ $k -lt "$i_N" ]; do
		PATH=$i_path JOB_COMPLETION_INDEX=$k SHARDS=$i_N sh -e "$I/k8s-shard.sh" >/dev/null 2>&1 || \
			fail "k8s: shard pod $k"
		k=$((k + 1))
	done
	PATH=$i_path sh -e "$I/k8s-merge.sh" >"$I/k8s.err" 2>&1; i_rc=$?
	if [ $i_rc -eq 0 ] && diff -r "$I/one" "$I/k8s/out/all" >"$I/diff" 2>&1; then
		ok "k8s: $i_N indexed pods merged equal one build, byte for byte"
	else fail "k8s: merged build" "exit $i_rc; $(cat "$I/k8s.err"; head -20 "$I/diff")"; fi
else
	skip "scale-out example files" "python3 with the yaml module not found"
fi
