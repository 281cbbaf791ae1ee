"""Fails unless every link of the catalogs' pages, as .ci/docs-articles.py
wrote them, reaches a page of the static site, and its fragment a heading
of that page; a link left relative (to a file of the repository) fails too.

Usage: docs-links.py CATALOGS_DIR SITE_DIR
"""
import glob
import json
import os
import re
import sys

catalogs, site = sys.argv[1], sys.argv[2]


def anchors(page_json: str) -> set:
    """The fragments DocC gave the headings of a page of the site."""
    found = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("anchor"), str):
                found.add(node["anchor"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.load(open(page_json, encoding="utf-8")))
    return found


broken = []
for article in glob.glob(f"{catalogs}/*.docc/*.md"):
    module = os.path.basename(os.path.dirname(article)).removesuffix(".docc")
    stem = os.path.splitext(os.path.basename(article))[0].lower()
    own = f"documentation/{module.lower()}" + ("" if stem == module.lower() else f"/{stem}")
    for target in re.findall(r"\]\(([^)\s]+)\)", open(article, encoding="utf-8").read()):
        if target.startswith(("http://", "https://", "doc:")):
            continue
        if target.startswith("#"):
            link_module, page, fragment = module, own, target[1:]
        elif re.match(r"/[A-Za-z]+/documentation/", target):
            path, _, fragment = target.partition("#")
            link_module, _, page = path.lstrip("/").partition("/")
        else:
            broken.append(f"{os.path.basename(article)}: {target} (not a page of the site)")
            continue
        page_json = f"{site}/{link_module}/data/{page}.json"
        if not os.path.isfile(page_json):
            broken.append(f"{os.path.basename(article)}: {target}")
        elif fragment and fragment not in anchors(page_json):
            broken.append(f"{os.path.basename(article)}: {target} (no such heading)")
if broken:
    print("links of the catalogs that reach no page or heading:")
    print("\n".join(f"  {link}" for link in sorted(set(broken))))
    sys.exit(1)
print("every link of the catalogs reaches its page and heading")
