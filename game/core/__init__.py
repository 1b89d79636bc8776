"""What every game shares and no game's rules are in (DESIGN.md): seeded shuffling, and
(to come) the engine contract, the record envelope, the bot interface, the runner and the
duplicate tournament. Imports nothing else of the project."""
