"""Rule evaluators: the gods of a day, an hour and a direction, and the verdicts they produce."""
