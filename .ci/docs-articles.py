"""Copies the guides of Docs/ into a DocC catalog as articles.

Usage: docs-articles.py MODULE CATALOG_DIR

The guides stay where they are (Docs/, read on GitHub and checked by the
tests); each becomes an article of the catalog of the module it is about.
Links between guides are rewritten to the pages of the static site built by
.ci/docs (one folder per module, /MODULE/documentation/module/article);
links to other files of the repository become plain text naming the file.
"""
import re
import sys

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
}

LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def rewrite(match: re.Match) -> str:
    text, target = match.group(1), match.group(2)
    if target.startswith(("http://", "https://", "#", "doc:")):
        return match.group(0)
    path, _, anchor = target.partition("#")
    name = path.split("/")[-1]
    if name in GUIDES:
        module, article = GUIDES[name]
        url = f"/{module}/documentation/{module.lower()}/{article.lower()}"
        return f"[{text}]({url}{'#' + anchor if anchor else ''})"
    # Another file of the repository (Performance.md, README.md, LICENSE...).
    return f"{text} (`{path.removeprefix('../')}` in the repository)" if path.startswith("..") else f"{text} (`Docs/{path}` in the repository)"


def main() -> None:
    module, catalog = sys.argv[1], sys.argv[2]
    for guide, (owner, article) in GUIDES.items():
        if owner != module:
            continue
        text = open(f"Docs/{guide}", encoding="utf-8").read()
        open(f"{catalog}/{article}.md", "w", encoding="utf-8").write(LINK.sub(rewrite, text))


main()
