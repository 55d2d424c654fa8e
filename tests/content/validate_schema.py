#!/usr/bin/env python3
"""Checks the YAML files of the repository against the JSON Schema in docs/schema (bnb schema).

Every content file meant to be valid must pass: mod.yaml against mod.schema.json, a definitions
file against content.schema.json and against the schema of its kind when it holds one kind only,
and against the schema its `# yaml-language-server: $schema=...` line names; a translation
(lang/<code>.yaml or lang/<code>/*.yaml) against lang.schema.json. Files of
tests/data/content/bad that the loader rejects for a reason the schema also sees must fail.
Exit status 0 when all is as expected; every problem is printed.
"""
import glob
import json
import os
import re
import sys

import jsonschema
import yaml

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
SCHEMA_DIR = os.path.join(ROOT, "docs", "schema")

# Folders of mods whose files are meant to load without errors (their tests/ folders excepted).
VALID = ["base_content", "mods/*", "tests/cli/data/*", "tests/data/lua_scenario", "tests/data/content/good/*",
         "tests/data/content/lua_refs", "tests/data/strict/*", "tests/data/mod_tests/*"]
# Files the loader rejects for a reason the schema describes too.
INVALID = ["bad_type/monsters.yaml", "bad_condition/monsters.yaml", "bad_element/monsters.yaml",
           "unknown_key/monsters.yaml", "renamed_key/mod.yaml", "bad_manifest/mod.yaml", "bad_ability/cards.yaml",
           "bad_modifier_cell/class.yaml", "monster_columns/monsters.yaml", "missing_field/monsters.yaml",
           "five_rows/tables.yaml", "several_errors/scenario.yaml", "bad_die/die.yaml", "script_refs/monsters.yaml"]
KINDS = {"monsters": {"monsters"}, "cards": {"cards"}, "classes": {"classes"}, "items": {"items"},
         "scenarios": {"scenarios"}, "rules": {"die", "monster_tables", "campaign"}}
SCHEMA_LINE = re.compile(r"^#\s*yaml-language-server:\s*\$schema=(\S+)")


def load_schema(name, cache={}):
    if name not in cache:
        with open(os.path.join(SCHEMA_DIR, name)) as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
        cache[name] = jsonschema.Draft7Validator(schema)
    return cache[name]


def schemas_for(path, data):
    """The schema files a content file must pass, and problems with its $schema line."""
    names, problems = [], []
    if os.path.basename(path) == "mod.yaml":
        names.append("mod.schema.json")
    else:
        names.append("content.schema.json")
        keys = set(data) if isinstance(data, dict) else set()
        for kind, allowed in KINDS.items():
            if keys and keys <= allowed:
                names.append(kind + ".schema.json")
    with open(path) as f:
        for line in f:
            m = SCHEMA_LINE.match(line)
            if not m:
                continue
            target = os.path.normpath(os.path.join(os.path.dirname(path), m.group(1)))
            if os.path.dirname(target) != os.path.normpath(SCHEMA_DIR) or not os.path.exists(target):
                problems.append(f"{path}: $schema line names {m.group(1)}, not a file of docs/schema")
            elif os.path.basename(target) not in names:
                names.append(os.path.basename(target))
    return names, problems


def errors(validator, data):
    return sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))


def main():
    problems, checked = [], 0
    files, test_files, lang_files = set(), set(), set()
    for pattern in VALID:
        for folder in glob.glob(os.path.join(ROOT, pattern)):
            for path in glob.glob(os.path.join(folder, "**", "*.yaml"), recursive=True):
                if os.sep + "tests" + os.sep in os.path.relpath(path, folder).join([os.sep, os.sep]):
                    test_files.add(os.path.normpath(path))  # a mod's tests (bnb test): tests.schema.json
                    continue
                if os.path.relpath(path, folder).split(os.sep)[0] == "lang":
                    lang_files.add(os.path.normpath(path))  # a mod's translations: lang.schema.json
                    continue
                files.add(os.path.normpath(path))
    # A misspelt key on purpose in mod_tests/broken.
    test_files = [p for p in test_files if "mod_tests" + os.sep + "broken" not in p]
    for paths, schema in ((test_files, "tests.schema.json"), (lang_files, "lang.schema.json")):
        for path in sorted(paths):
            with open(path) as f:
                data = yaml.safe_load(f)
            checked += 1
            for e in errors(load_schema(schema), data):
                where = ".".join(str(p) for p in e.absolute_path)
                problems.append(f"{os.path.relpath(path, ROOT)}: {schema}: {where}: {e.message[:300]}")
    for bad in ({"language": "de", "monstres": {"rat": {"name": "Ratte"}}}, {"cards": {}},
                {"language": "de", "cards": {"trample": {"a.middle.text": "x"}}}, {"language": "de", "texts": {"Key": "x"}}):
        checked += 1
        if not errors(load_schema("lang.schema.json"), bad):
            problems.append(f"lang.schema.json accepts {bad}")
    if len(lang_files) < 7:
        problems.append(f"only {len(lang_files)} translation files found under {ROOT}")
    if len(files) < 50:
        problems.append(f"only {len(files)} content files found under {ROOT}")
    for path in sorted(files):
        with open(path) as f:
            data = yaml.safe_load(f)
        if data is None:
            continue  # an empty file defines nothing
        names, line_problems = schemas_for(path, data)
        problems += line_problems
        for name in names:
            checked += 1
            for e in errors(load_schema(name), data):
                where = ".".join(str(p) for p in e.absolute_path)
                problems.append(f"{os.path.relpath(path, ROOT)}: {name}: {where}: {e.message[:300]}")
    for rel in INVALID:
        path = os.path.join(ROOT, "tests", "data", "content", "bad", rel)
        with open(path) as f:
            data = yaml.safe_load(f)
        names, _ = schemas_for(path, data)
        checked += 1
        if not any(errors(load_schema(n), data) for n in names):
            problems.append(f"{os.path.relpath(path, ROOT)}: the schema accepts a file the loader rejects")
    for p in problems:
        print(p)
    print(f"{len(files)} files, {checked} checks, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
