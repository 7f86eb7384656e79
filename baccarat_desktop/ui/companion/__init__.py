"""The Companion view: a shoe dealt at a real table, logged by keyboard, with its roads and odds."""
