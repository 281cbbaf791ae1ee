"""Fails unless every public symbol of a module has a page in its DocC site.

Usage: docs-coverage.py GRAPH_DIR LINKABLE_ENTITIES_JSON
"""
import glob
import json
import sys

graph_dir, entities_path = sys.argv[1], sys.argv[2]
pages = {entry.get("usr") for entry in json.load(open(entities_path))}
symbols = {}
for path in glob.glob(f"{graph_dir}/*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        # Extension blocks are groupings, not symbols of their own.
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        symbols[symbol["identifier"]["precise"]] = "/".join(symbol["pathComponents"])
missing = sorted(name for usr, name in symbols.items() if usr not in pages)
if missing:
    print(f"{len(missing)} of {len(symbols)} public symbols have no page:")
    for name in missing[:50]:
        print(f"  {name}")
    sys.exit(1)
print(f"every one of {len(symbols)} public symbols has a page")
