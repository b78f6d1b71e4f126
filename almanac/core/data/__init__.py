"""Rule tables: every row cites the seed line it comes from."""
