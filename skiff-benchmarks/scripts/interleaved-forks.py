#!/usr/bin/env python3
"""Interleaved JMH forks: a runner that alternates codecs fork by fork and reports per-fork scores.

JMH runs all forks of one parameter set before the next, so a machine that slows down for a minute
makes whichever codec ran then look slower. This runner starts one JMH fork per (round, data set,
codec), cycling through the codecs in every round, and prints each fork's score, then per data set
and codec the median, the minimum and every score, with the ratio of medians to the first codec.

Usage (from the repository root, after ./mvnw -B -q -DskipTests package):

  python3 skiff-benchmarks/scripts/interleaved-forks.py ROUNDS DATA[,DATA...] CODEC[,CODEC...] \
      BENCHMARK [extra JMH arguments...]

for example

  python3 skiff-benchmarks/scripts/interleaved-forks.py 8 wide-20,sample,media.1,person \
      skiff,skiff-buildtime 'SerializeBenchmark.serialize$'

Each fork is 3 warm-up and 3 measured iterations of 1 s.

To compare builds instead of (or as well as) codecs, set SKIFF_JARS to a comma-separated list of
benchmark jars (for example the jar of the commit before a change, copied elsewhere, and this
one); every (data set, codec) then runs once per jar in each round, and the jar's position is
part of the row's name (jar0, jar1, ...).
"""
import os
import re
import statistics
import subprocess
import sys

JAR = "skiff-benchmarks/target/benchmarks.jar"


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    rounds, datas, codecs, bench = int(argv[0]), argv[1].split(","), argv[2].split(","), argv[3]
    extra = argv[4:]
    jars = os.environ.get("SKIFF_JARS", JAR).split(",")
    names = [c if len(jars) == 1 else f"{c}@jar{j}" for c in codecs for j in range(len(jars))]
    scores = {}
    for r in range(rounds):
        for d in datas:
            for c in codecs:
                for j, jar in enumerate(jars):
                    out = subprocess.run(
                        ["java", "-jar", jar, bench, "-f", "1", "-wi", "3", "-w", "1", "-i", "3",
                         "-r", "1", "-p", "codec=" + c, "-p", "data=" + d] + extra,
                        capture_output=True, text=True).stdout
                    rows = [l for l in out.splitlines() if re.search(r"avgt\s+\d+\s+[\d.]+", l)]
                    score = float(rows[-1].split()[-4]) if rows else float("nan")
                    name = c if len(jars) == 1 else f"{c}@jar{j}"
                    scores.setdefault((d, name), []).append(score)
                    print(r, d, name, score, flush=True)
    for d in datas:
        base = None
        for c in names:
            v = scores[(d, c)]
            med = statistics.median(v)
            base = base or med
            print(f"{d:10} {c:18} median {med:9.1f} min {min(v):9.1f} "
                  f"ratio {med / base:5.2f}  all {sorted(v)}")


if __name__ == "__main__":
    main(sys.argv[1:])
