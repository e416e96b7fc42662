"""`exam-simulator classroom …`: a results server with least privilege, and a build's pack.

`classroom server init --admin-url URL` is run once by the instructor: it creates the
results schema and a student role that can only hand in results, checks that role as
a student would log in, and prints the student URL to put in classroom profiles
(docs/classroom.md explains the two URLs). `classroom pack PROFILE -o OUT` writes what
a classroom build carries (scripts/build-classroom runs it).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from simulator.cli.common import fail, open_database, print_problems


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    classroom = commands.add_parser("classroom", help="set up a classroom results server")
    groups = classroom.add_subparsers(dest="classroom_command", metavar="WHAT", required=True)
    server = groups.add_parser("server", help="the PostgreSQL results server")
    actions = server.add_subparsers(dest="server_command", metavar="ACTION", required=True)
    init = actions.add_parser(
        "init",
        help="create the results schema and a student role that can only hand in results",
        description="Creates the schema exam_results (one table of results, one hand-in "
        "function) and a student role that may only call that function, then prints the "
        "student URL to put in classroom profiles. Safe to run again; an existing student "
        "role gets a new password (update the profiles).",
    )
    init.add_argument(
        "--admin-url",
        required=True,
        metavar="URL",
        help="the database owner's URL, e.g. postgresql+psycopg://teacher:secret@10.0.0.5/class "
        "(never given to students)",
    )
    init.add_argument(
        "--student-role",
        metavar="NAME",
        help="name of the student role (default: <database>_student)",
    )
    init.set_defaults(handler=server_init_command)
    pack = groups.add_parser(
        "pack",
        help="what a classroom build carries: the profile and its bank (sealed if need be)",
        description="Checks the profile against the library's banks, then writes into OUT "
        "the profile, the profile's bank alone (sealed: no answer key, explanations or whys, "
        "unless the profile's review shows the answers; a question that cannot be checked by "
        "digest is left out, with a warning) and pack.json for build.spec. "
        "scripts/build-classroom runs it when given EXAM_SIMULATOR_PROFILE.",
    )
    pack.add_argument("profile", type=Path, metavar="PROFILE.yaml")
    pack.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    pack.set_defaults(handler=pack_command)


def server_init_command(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.services.hand_in import set_up_server
    from simulator.services.start_view import DatabaseError, db_display_name

    try:
        done = set_up_server(args.admin_url, args.student_role)
    except DatabaseError as exc:
        return fail(exc)
    access = done.access
    role = "created" if access.created else "already existed; it has a new password"
    print(f"Results server ready: {db_display_name(args.admin_url)}")
    print(f"Student role '{access.role}' {role}.")
    print("Checked as that role: it can hand in results, and cannot read, change or delete any.")
    print("Put this student URL in classroom profiles (results_server:):")
    print(access.url)
    print("Read the results with the admin URL: exam-simulator results report --db ADMIN_URL")
    return 0


def pack_command(args: argparse.Namespace, url: str | None) -> int:
    from simulator.formats.problems import ProfileError
    from simulator.services.classroom_pack import PackError, pack_classroom

    db = open_database(url)
    try:
        pack = pack_classroom(db, args.profile, args.output)
    except ProfileError as exc:
        print_problems(exc.problems)
        return 1
    except (PackError, OSError) as exc:
        return fail(exc)
    finally:
        db.close()
    print_problems(pack.check.problems)
    key = "sealed: no answer key in the build" if pack.sealed else "with its answer key"
    if pack.left_out:
        count = len(pack.left_out)
        key += f"; {count} question{'s' if count != 1 else ''} left out, see the warnings"
    server = "; needs the PostgreSQL driver" if pack.results_server else ""
    print(f"{pack.folder}: packed {args.profile} and bank {pack.bank} ({key}){server}")
    return 0
