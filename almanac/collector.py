"""The garbage collector of a long-running server process: gunicorn.conf.py settles it in the master before forking
its workers, and the page benchmarks settle theirs the same way.

Two things, both for CPU (docs/performance.md):

- What the process has loaded (modules, rule tables, the warm-up's days and pages) is frozen out of the collector's
  sight (the fork-without-exec case of gc.freeze's documentation): a worker's full collections no longer walk it,
  and never write to its pages, which stay shared between the workers.
- Young objects are collected every 50,000 net allocations instead of Python's 2,000. A page allocates tens of
  thousands of objects, nearly all freed by reference counting; at 2,000 the collector ran dozens of times a page
  and, every hundredth run, walked everything a worker had kept since the fork (its memos): a mix of cold pages
  took 20–40 % more CPU. The cyclic garbage left waiting is a few MB at most.
"""

import gc

YOUNG_COLLECTION_THRESHOLD = 50_000


def settle() -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, 10, 10)
