from almanac.core import api


def today(request):
    """Today in China Standard Time, for the header's links and the calendar's highlight."""
    return {"today": api.today()}
