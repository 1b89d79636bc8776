"""What every game shares and no game's rules are in (DESIGN.md): the engine contract and
the bot interface with the loop that plays a table out (contract.py), seeded shuffling
(shuffle.py), bit masks (bits.py), the record file's envelope (recordfile.py), worker
processes and the statistics of the duplicate tournaments (jobs.py). Imports nothing else
of the project."""
