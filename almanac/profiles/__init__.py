"""Accounts, households and household members; their personal almanac comes from the core through almanac.core.api."""
