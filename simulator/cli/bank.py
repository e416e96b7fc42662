"""`exam-simulator bank …`: validate, import, list, convert and export question banks."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from simulator.cli.common import (
    add_import_options,
    fail,
    import_options,
    open_database,
    print_problems,
    source_summary,
    terminal_safe,
)
from simulator.formats.names import EXPORT_FORMATS
from simulator.formats.problems import BankFileError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bank = commands.add_parser(
        "bank", help="validate, import, list, convert and export question banks"
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
    add_import_options(import_)
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
    db = open_database(url)
    try:
        for report in store_sources(db, sources):
            print(terminal_safe(report.describe()))
            if report.summary:
                print(terminal_safe(f"{report.path}: {report.summary}"))
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
    return 0


def export_bank(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import UnknownBankError, export_stored_bank

    db = open_database(url)
    try:
        bank, written = export_stored_bank(db, args.bank_id, args.export_format, args.output)
    except UnknownBankError as exc:
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
