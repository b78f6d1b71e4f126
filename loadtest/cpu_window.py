"""Where the machine's CPU went during part of a cluster run (scripts/loadtest cluster).

    python loadtest/cpu_window.py DELAY SECONDS   # wait DELAY s, then measure SECONDS s; prints one JSON line

Cores used over the window by nginx, wrk, PostgreSQL, Redis and everything else that lived through it, from
/proc; the app nodes are the rest of the machine's busy time, because gunicorn replaces its workers every
thousand requests or so and a worker that exits inside the window takes its counters with it. Read beside the
requests nginx passed to the nodes in the same window, this gives a node's CPU per miss and nginx's per request:
figures of the code that move less with the machine's pace than requests a second do.
"""

import json
import os
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")
GROUPS = ("nginx", "wrk", "postgres", "redis-server")


def _processes() -> dict[str, tuple[str, int]]:
    """{pid: (group, CPU ticks)} of every process but the app nodes."""
    found = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as stat:
                text = stat.read()
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                command = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if "gunicorn" in command:
            continue
        name = text[text.index("(") + 1 : text.rindex(")")]
        fields = text[text.rindex(")") + 2 :].split()
        group = next((g for g in GROUPS if name.startswith(g) or command.startswith(g)), "other")
        found[pid] = (group, int(fields[11]) + int(fields[12]))  # utime + stime
    return found


def _busy_ticks() -> int:
    with open("/proc/stat") as stat:
        user, nice, system, _idle, _iowait, irq, softirq, steal = (int(v) for v in stat.readline().split()[1:9])
    return user + nice + system + irq + softirq  # steal is time the machine did not get


def main() -> None:
    delay, seconds = float(sys.argv[1]), float(sys.argv[2])
    time.sleep(delay)
    start, busy_before, before = time.time(), _busy_ticks(), _processes()
    time.sleep(seconds)
    end, busy, after = time.time(), _busy_ticks() - busy_before, _processes()
    used = dict.fromkeys((*GROUPS, "other"), 0)
    for pid, (group, ticks) in after.items():
        if pid in before:
            used[group] += ticks - before[pid][1]
    elapsed = end - start
    cores = {group: round(ticks / TICK / elapsed, 3) for group, ticks in used.items()}
    cores["nodes"] = round((busy - sum(used.values())) / TICK / elapsed, 3)
    print(json.dumps({"start": start, "end": end, "busy_cores": round(busy / TICK / elapsed, 3), "cores": cores}))


if __name__ == "__main__":
    main()
