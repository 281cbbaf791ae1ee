"""Fails unless every link between guides, as .ci/docs-articles.py wrote it,
reaches a page of the static site.

Usage: docs-links.py CATALOGS_DIR SITE_DIR
"""
import glob
import os
import re
import sys

catalogs, site = sys.argv[1], sys.argv[2]
broken = []
for article in glob.glob(f"{catalogs}/*.docc/*.md"):
    for target in re.findall(r"\]\((/[A-Za-z]+/documentation/[a-z0-9/]+)", open(article, encoding="utf-8").read()):
        module, _, page = target.lstrip("/").partition("/")
        if not os.path.isdir(f"{site}/{module}/{page}"):
            broken.append(f"{os.path.basename(article)}: {target}")
if broken:
    print("links between guides that reach no page:")
    print("\n".join(f"  {link}" for link in sorted(set(broken))))
    sys.exit(1)
print("every link between guides reaches its page")
