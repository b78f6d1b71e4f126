"""Accounts, households and household members; their personal almanac comes from almanac.core.personal."""
