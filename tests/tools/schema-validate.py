#!/usr/bin/env python3
# tests/tools/schema-validate.py SCHEMA FILE...: validate YAML files
# against a JSON Schema (draft-07) as an editor's YAML language server
# reads them: YAML 1.2 core types (no timestamps, 1e3 a number, yes/no
# strings).  Prints "FILE: PATH: message" per error (at most 5 a file);
# exits 1 if any file fails, 2 if the schema itself is not valid.
import json
import re
import sys

import jsonschema
import yaml


class Yaml12(yaml.SafeLoader):
    pass


DROP = ('tag:yaml.org,2002:timestamp', 'tag:yaml.org,2002:bool',
        'tag:yaml.org,2002:float')
Yaml12.yaml_implicit_resolvers = {
    k: [(t, r) for t, r in v if t not in DROP]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
Yaml12.add_implicit_resolver(
    'tag:yaml.org,2002:bool',
    re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'), list('tTfF'))
Yaml12.add_implicit_resolver(
    'tag:yaml.org,2002:float',
    re.compile(r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?'
               r'|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$'),
    list('-+0123456789.'))

schema = json.load(open(sys.argv[1]))
try:
    jsonschema.Draft7Validator.check_schema(schema)
except jsonschema.SchemaError as e:
    print("%s: not a draft-07 schema: %s" % (sys.argv[1], e.message))
    sys.exit(2)
v = jsonschema.Draft7Validator(schema)
bad = 0
for f in sys.argv[2:]:
    try:
        doc = yaml.load(open(f), Loader=Yaml12)
    except yaml.YAMLError as e:
        print("%s: not YAML: %s" % (f, e))
        bad += 1
        continue
    errs = sorted(v.iter_errors(doc), key=str)
    for e in errs[:5]:
        print("%s: %s: %s" % (f, "/".join(map(str, e.absolute_path)),
                              e.message))
    bad += bool(errs)
sys.exit(1 if bad else 0)
