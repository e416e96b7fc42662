"""DOMAINS.yaml: an exam's domains, as its official guide lists them, for topic proposals.

    - id: compute
      title: Deploying and implementing compute
      description: Compute Engine, GKE, Cloud Run and App Engine   # optional

Read with the bank loader's line-numbered YAML reader: every problem is reported as
`PATH:LINE: message`, all at once, and nothing is proposed from a broken file.
"""

from __future__ import annotations

from pathlib import Path

from simulator.domain.model import MAX_ID_LENGTH, MAX_TITLE_LENGTH, invalid_id
from simulator.domain.topic_proposal import Domain
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.yamlnodes import NodeReader, compose, decode_utf8, line_of

MAX_DOMAINS = 100


def load_domains(path: Path) -> list[Domain]:
    """The domains listed in the file; BankFileError with every problem otherwise."""
    name = str(path)
    return parse_domains(decode_utf8(read_file_bytes(path), name), name)


def parse_domains(text: str, path: str) -> list[Domain]:
    root = compose(text, path)
    if root is None:
        raise BankFileError(
            [Problem(path, 1, "the file is empty; list the exam's domains: - {id, title}")]
        )
    reader = NodeReader(path)
    items = reader.sequence(root, "the domains (a list of id, title, description)")
    domains: list[Domain] = []
    first: dict[str, int] = {}
    for number, item in enumerate(items or [], start=1):
        fields = reader.mapping(
            item, f"domain {number}", required=("id", "title"), optional=("description",)
        )
        if fields is None:
            continue
        domain_id = (
            reader.text(fields["id"], f"domain {number}: id", max_length=MAX_ID_LENGTH)
            if "id" in fields
            else None
        )
        problem = invalid_id(f"domain {number}: id", domain_id)
        if problem:
            reader.error(fields["id"], problem)
            domain_id = None
        title = (
            reader.text(fields["title"], f"domain {number}: title", max_length=MAX_TITLE_LENGTH)
            if "title" in fields
            else None
        )
        description = (
            reader.text(fields["description"], f"domain {number}: description", allow_empty=True)
            if "description" in fields
            else ""
        )
        if domain_id is None or title is None or description is None:
            continue
        if domain_id in first:
            reader.error(
                fields["id"],
                f"domain id '{domain_id}' appears twice (first at line {first[domain_id]})",
            )
            continue
        first[domain_id] = line_of(fields["id"])
        domains.append(Domain(domain_id, " ".join(title.split()), " ".join(description.split())))
    if items is not None and not items:
        reader.error(root, "the list of domains is empty")
    if len(domains) > MAX_DOMAINS:
        reader.error(root, f"{len(domains)} domains; at most {MAX_DOMAINS}")
    reader.raise_if_errors()
    return domains


def dump_domains(domains: list[Domain]) -> str:
    """The domains as a DOMAINS.yaml text (what the Banks page saves for later)."""
    import yaml

    items = []
    for d in domains:
        item = {"id": d.id, "title": d.title}
        if d.description:
            item["description"] = d.description
        items.append(item)
    return str(yaml.safe_dump(items, allow_unicode=True, sort_keys=False, width=100))
