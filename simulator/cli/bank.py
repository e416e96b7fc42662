"""`exam-simulator bank …`: validate, import, list, convert and export question banks."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from simulator.cli.common import (
    add_import_options,
    fail,
    import_options,
    open_database,
    print_preview,
    print_problems,
    source_summary,
    terminal_safe,
)
from simulator.formats.names import EXPORT_FORMATS
from simulator.formats.problems import BankFileError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bank = commands.add_parser(
        "bank",
        help="validate, import, list, convert, export, rename, delete and re-topic question banks",
    )
    actions = bank.add_subparsers(dest="bank_command", metavar="ACTION", required=True)

    validate = actions.add_parser(
        "validate", help="check question files of any supported format; print PATH:LINE: problems"
    )
    validate.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    add_import_options(validate)
    validate.set_defaults(handler=validate_files)

    import_ = actions.add_parser(
        "import",
        help="import banks: YAML (all or nothing), plain text, GIFT, Moodle XML, Aiken, CSV,"
        " Markdown",
    )
    import_.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    import_.add_argument(
        "--dry-run",
        action="store_true",
        help="read the files and print what would be imported (format, counts, skipped questions"
        " with PATH:LINE, topics, a sample question); store nothing",
    )
    add_import_options(import_)
    import_.add_argument(
        "--overwrite-edits",
        action="store_true",
        help="take the file's version of questions changed in the app (default: keep your edits)",
    )
    import_.set_defaults(handler=import_files)

    list_ = actions.add_parser("list", help="list banks with their question counts")
    list_.set_defaults(handler=list_banks)

    convert = actions.add_parser(
        "convert", help="convert a question file of any supported format to a schema-1 YAML bank"
    )
    convert.add_argument("path", type=Path, metavar="FILE")
    convert.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.yaml")
    add_import_options(convert)
    convert.set_defaults(handler=convert_file)

    export = actions.add_parser(
        "export", help="write a stored bank as GIFT, Moodle XML or YAML (e.g. to move it to Moodle)"
    )
    export.add_argument("bank_id", metavar="BANK_ID")
    export.add_argument("--format", required=True, choices=EXPORT_FORMATS, dest="export_format")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    export.set_defaults(handler=export_bank)

    rename = actions.add_parser("rename", help="give a bank a new title (kept by re-imports)")
    rename.add_argument("bank_id", metavar="BANK_ID")
    rename.add_argument("--title", required=True, metavar="TEXT")
    rename.set_defaults(handler=rename_bank)

    delete = actions.add_parser(
        "delete",
        help="delete a bank: its past attempts stay in History; importing its file brings it back",
    )
    delete.add_argument("bank_id", metavar="BANK_ID")
    delete.add_argument(
        "--yes", action="store_true", help="really delete (unfinished attempts on it are discarded)"
    )
    delete.set_defaults(handler=delete_bank)

    topics = actions.add_parser(
        "topics", help="propose a topic for each question from the exam's domains (DOMAINS.yaml)"
    )
    topics.add_argument("bank_id", metavar="BANK_ID")
    topics.add_argument(
        "--propose",
        type=Path,
        required=True,
        metavar="DOMAINS.yaml",
        help="a list of the exam's domains: - {id, title, description (optional)}",
    )
    topics.add_argument(
        "--apply", action="store_true", help="store the proposed topics (default: only show them)"
    )
    topics.add_argument(
        "--json", action="store_true", help='print {"QUESTION_ID": {"topic", "confidence"}}'
    )
    topics.set_defaults(handler=propose_topics)


def validate_files(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.services.banks import read_bank

    failed = False
    for path in args.paths:
        try:
            source = read_bank(path, import_options(args))
        except BankFileError as exc:
            print_problems(exc.problems)
            failed = True
            continue
        print_problems(source.converted.warnings)
        bank = source.bank
        print(
            f"{path}: ok, bank '{bank.id}' with {len(bank.questions)} questions in {len(bank.topics)} topics"
            f" ({source.converted.format})"
        )
        summary = source_summary(source)
        if summary and source.converted.skipped:
            print(terminal_safe(summary))
    return 1 if failed else 0


def import_files(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import read_bank, store_sources

    sources, problems = [], []
    for path in args.paths:
        try:
            source = read_bank(path, import_options(args))
        except BankFileError as exc:
            problems.extend(exc.problems)
            continue
        sources.append(source)
        print_problems(source.converted.warnings)
    if problems:
        print_problems(problems)
        print("nothing was imported", file=sys.stderr)
        return 1
    if args.dry_run:
        for source in sources:
            print_preview(source)
        print("dry run: nothing was stored")
        return 0
    db = open_database(url)
    try:
        for report, source in zip(
            store_sources(db, sources, overwrite_edits=args.overwrite_edits), sources, strict=True
        ):
            print(terminal_safe(report.describe()))
            if report.summary:
                print(terminal_safe(f"{report.path}: {report.summary}"))
            if len(source.bank.topics) == 1 and len(source.bank.questions) > 1:
                print(
                    terminal_safe(
                        f"{report.path}: all questions are in one topic; to sort them by the"
                        f" exam's domains: exam-simulator bank topics {report.bank_id}"
                        " --propose DOMAINS.yaml"
                    )
                )
    finally:
        db.close()
    return 0


def list_banks(_args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import list_banks

    db = open_database(url)
    try:
        summaries = list_banks(db)
    finally:
        db.close()
    if not summaries:
        print("no banks yet; import one with: exam-simulator bank import FILE")
        return 0
    width = max(len(s.key) for s in summaries)
    for s in summaries:
        print(f"{s.key:<{width}}  {s.question_count:>5} questions  {terminal_safe(s.title)}")
    return 0


def convert_file(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.formats.sources import export_bank
    from simulator.services.banks import read_bank

    if _same_file(args.path, args.output):
        print(
            f"{args.output}: is the file being converted; give another output file", file=sys.stderr
        )
        return 1
    try:
        source = read_bank(args.path, import_options(args))
    except BankFileError as exc:
        print_problems(exc.problems)
        return 1
    print_problems(source.converted.warnings)
    bank = source.bank
    try:
        written = export_bank(bank, "yaml", args.output)
    except OSError as exc:
        print(f"{args.output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    images = f" and {len(written) - 1} image file(s)" if len(written) > 1 else ""
    print(f"{args.output}: wrote bank '{bank.id}' with {len(bank.questions)} questions{images}")
    summary = source_summary(source)
    if summary:
        print(terminal_safe(summary))
    print_preview(source)
    return 0


def _same_file(source: Path, output: Path) -> bool:
    """Whether writing `output` would replace `source` (the same path, or a link to it)."""
    try:
        return os.path.samefile(source, output)
    except OSError:
        return False  # the output does not exist yet (or the source is reported later)


def export_bank(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import SealedExportError, UnknownBankError, export_stored_bank

    db = open_database(url)
    try:
        bank, written = export_stored_bank(db, args.bank_id, args.export_format, args.output)
    except (UnknownBankError, SealedExportError) as exc:
        return fail(exc)
    except OSError as exc:
        print(f"{args.output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    finally:
        db.close()
    images = f" and {len(written) - 1} image file(s)" if len(written) > 1 else ""
    print(
        f"{args.output}: wrote bank '{terminal_safe(bank.id)}' as {args.export_format}"
        f" ({len(bank.questions)} questions{images})"
    )
    return 0


def rename_bank(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import UnknownBankError, rename_bank
    from simulator.services.workshop import WorkshopError

    db = open_database(url)
    try:
        title = rename_bank(db, args.bank_id, args.title)
    except (UnknownBankError, WorkshopError) as exc:
        return fail(exc)
    finally:
        db.close()
    print(f"bank '{terminal_safe(args.bank_id)}' is now titled '{terminal_safe(title)}'")
    return 0


def delete_bank(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import UnknownBankError, delete_bank, deletion_outlook

    db = open_database(url)
    try:
        outlook = deletion_outlook(db, args.bank_id)
        if not args.yes:
            unfinished = (
                f" and discards its unfinished {outlook.unfinished.mode.label.lower()} attempt"
                if outlook.unfinished
                else ""
            )
            return fail(
                f"deleting bank '{args.bank_id}' removes its {outlook.questions} questions"
                f"{unfinished}; its {outlook.finished_attempts} past attempts stay in History."
                " Add --yes to delete it"
            )
        discarded = delete_bank(db, args.bank_id)
    except UnknownBankError as exc:
        return fail(exc)
    finally:
        db.close()
    note = f"; {discarded} unfinished attempt(s) discarded" if discarded else ""
    print(
        f"deleted bank '{terminal_safe(args.bank_id)}' ({outlook.questions} questions{note});"
        f" its {outlook.finished_attempts} past attempt(s) stay in History, and importing its"
        " file again brings it back"
    )
    return 0


def propose_topics(args: argparse.Namespace, url: str | None) -> int:
    import json

    from simulator.formats.domains import load_domains
    from simulator.services.topics import WorkshopError, apply_topics, propose_with_library

    try:
        domains = load_domains(args.propose)
    except BankFileError as exc:
        print_problems(exc.problems)
        return 1
    db = open_database(url)
    try:
        run = propose_with_library(db, args.bank_id, domains)
        proposals = run.proposals
        applied = (
            apply_topics(db, args.bank_id, domains, {p.question_id: p.topic for p in proposals})
            if args.apply
            else None
        )
    except WorkshopError as exc:
        return fail(exc)
    finally:
        db.close()
    if args.json:
        document = {
            p.question_id: {"topic": p.topic, "confidence": p.confidence} for p in proposals
        }
        print(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        titles = {d.id: d.title for d in domains}
        width = max((len(p.question_id) for p in proposals), default=0)
        for p in sorted(proposals, key=lambda p: (p.confidence, p.question_id)):
            print(
                terminal_safe(
                    f"{p.question_id:<{width}}  {p.confidence:4.2f}  {p.topic}  ({titles[p.topic]})"
                )
            )
    if run.library_used:  # a note beside the proposals, never inside them
        print(
            f"library: {run.library_used} question(s) of other banks lent their words",
            file=sys.stderr,
        )
    if applied is not None:
        print(
            f"applied: {applied.moved} question(s) moved, {len(applied.added)} topic(s) added,"
            f" {len(applied.retired)} left empty and removed",
            file=sys.stderr if args.json else sys.stdout,
        )
    return 0
