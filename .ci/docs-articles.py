"""Copies the guides of Docs/ into a DocC catalog as articles.

Usage: docs-articles.py MODULE CATALOG_DIR

The guides stay where they are (Docs/, read on GitHub and checked by the
tests); each becomes an article of the catalog of the module it is about.
Links between guides are rewritten to the pages of the static site built by
.ci/docs (one folder per module, /MODULE/documentation/module/article), and
their fragments to the ones DocC gives the headings (it keeps the case,
GitHub does not); links to other files of the repository become plain text
naming the file.
"""
import os
import re
import sys
import unicodedata
import urllib.parse

# guide file in Docs/ -> (module whose catalog holds it, article file name)
GUIDES = {
    "GettingStarted.md": ("Requester", "GettingStarted"),
    "Networking.md": ("Requester", "Networking"),
    "Reliability.md": ("Requester", "Reliability"),
    "ErrorHandling.md": ("Handlers", "ErrorHandling"),
    "Stream.md": ("Stream", "UsingStream"),
    "Testing.md": ("Stream", "Testing"),
    "Threading.md": ("Stream", "Threading"),
    "MigratingFromRxSwift.md": ("Stream", "MigratingFromRxSwift"),
    # The figures and the contributor's map are about the whole package;
    # they live with the product that gathers it.
    "Performance.md": ("Requester", "Performance"),
    "Internals.md": ("Requester", "Internals"),
}

LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#+ (.+)$", re.M)


def github_anchor(heading: str) -> str:
    """The fragment GitHub gives a heading: lower case, punctuation dropped."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def docc_anchor(heading: str) -> str:
    """The fragment DocC gives a heading: case kept, code marks and
    punctuation dropped, symbols such as an arrow kept, percent-encoded."""
    dashed = re.sub(r"[\s\-]+", "-", heading.replace("`", "").strip())
    kept = "".join(c for c in dashed if c in "-_" or not unicodedata.category(c).startswith("P"))
    return urllib.parse.quote(kept, safe="-_")


def anchor_in(guide: str, anchor: str) -> str:
    """The DocC fragment of the heading of `guide` that GitHub names `anchor`."""
    text = open(f"Docs/{guide}", encoding="utf-8").read()
    for heading in HEADING.findall(text):
        if github_anchor(heading) == anchor:
            return docc_anchor(heading)
    return anchor  # no such heading: left for docs-links.py to report


def rewriter(guide: str):
    """Rewrites the links of `guide` for the site (see the module's comment)."""
    def rewrite(match: re.Match) -> str:
        text, target = match.group(1), match.group(2)
        if target.startswith(("http://", "https://", "doc:")):
            return match.group(0)
        if target.startswith("#"):
            return f"[{text}](#{anchor_in(guide, target[1:])})"
        path, _, anchor = target.partition("#")
        name = path.split("/")[-1]
        if name in GUIDES:
            module, article = GUIDES[name]
            url = f"/{module}/documentation/{module.lower()}/{article.lower()}"
            return f"[{text}]({url}{'#' + anchor_in(name, anchor) if anchor else ''})"
        # Another file of the repository (README.md, LICENSE, a source file).
        return f"{text} (`{path.removeprefix('../')}` in the repository)" if path.startswith("..") else f"{text} (`Docs/{path}` in the repository)"
    return rewrite


def main() -> None:
    module, catalog = sys.argv[1], sys.argv[2]
    # A guide no catalog holds would be missing from the site unnoticed.
    unplaced = sorted(set(n for n in os.listdir("Docs") if n.endswith(".md")) - set(GUIDES))
    if unplaced:
        sys.exit(f"docs-articles.py: no catalog holds {', '.join(unplaced)}: add it to GUIDES")
    for guide, (owner, article) in GUIDES.items():
        if owner != module:
            continue
        text = open(f"Docs/{guide}", encoding="utf-8").read()
        open(f"{catalog}/{article}.md", "w", encoding="utf-8").write(LINK.sub(rewriter(guide), text))


main()
