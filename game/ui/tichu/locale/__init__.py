"""Tichu's words in the languages other than English, a module per language, merged
over the kit's catalog by game/ui/i18n.py."""
