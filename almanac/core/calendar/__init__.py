"""The calendar core: 干支, solar terms, lunar dates and pillars. Pure Python, no Django."""
