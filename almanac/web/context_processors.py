from datetime import datetime

from almanac.core.calendar.civil import CST


def today(request):
    """Today in China Standard Time, for the header's links and the calendar's highlight."""
    return {"today": datetime.now(CST).date()}
