"""The money an answer is priced in where the user states a place: the place's own currency where the table below
names one (each priced at the house rate table, catalog/data/fx.csv), else US dollars. A Hong Kong team writing 繁體
without Cantonese particles was priced in TWD (the script's default), and a 繁體 writer in Singapore too; the stated place decides
before the script does.

The table, by place (catalog/data/regions.csv tags):
- hk → HKD (HKMA linked rate, fx.csv 7.8 per USD);
- Macau → HKD: the pataca is pegged to the Hong Kong dollar (Monetary Authority of Macao, 1.03 MOP per HKD), which
  is accepted there (a MOP budget or ask is priced in MOP at fx.csv's peg rate); catalog/data/unmapped_places.csv
  rents Macau's work in Hong Kong too;
- tw → TWD (fx.csv 32 per USD); mainland China (cn and its areas) → CNY (tools.places.MAINLAND_CURRENCY);
- any other place where the user is → USD: cloud prices are quoted in US dollars in Singapore (an SGD budget or ask
  is priced in SGD at fx.csv's cited rate), and Chile's CLP and Qatar's QAR have no rate in fx.csv: a figure is never
  converted at a rate we do not hold.
"""

from __future__ import annotations

from collections.abc import Iterable

from tools.places import MAINLAND_CURRENCY, is_mainland

MACAU_TAG = "mo"  # no regions.csv row (unmapped_places.csv): the reader's tag for a Macau the text names
# place tag → the currency the house rate table prices it in (the module docstring gives each one's source)
PLACE_MONEY = {"hk": "HKD", MACAU_TAG: "HKD", "tw": "TWD"}


def money_of_place(tag: str) -> str | None:
    """The local currency of one place tag, None where fx.csv holds no rate for it. By hand: "cn-east" (上海) → CNY;
    "hk" → HKD; "mo" → HKD (pegged); "sg" → None (USD unless SGD is said)."""
    t = tag.strip().lower()
    return MAINLAND_CURRENCY if is_mainland(t) else PLACE_MONEY.get(t)


def place_currency(located: Iterable[str], rented: Iterable[str] = ()) -> str | None:
    """The currency a stated place prices the answer in: where the user is decides first (the first of those places
    with a currency of its own; a place where the user is that has none → USD, never the script's default), then a
    place to rent or keep the data in that has one (a Taiwan script renting in Hong Kong keeps the HK rule: HKD);
    None where no place decides (the script or the budget's words do). By hand: located ["sg"] → USD; located
    ["hk"] → HKD; located [] and rented ["tw"] → TWD; located [] and rented ["jp"] → None."""
    here = [t for t in located if t]
    for t in here:
        if (code := money_of_place(t)) is not None:
            return code
    if here:
        return "USD"
    return next((code for t in rented if t and (code := money_of_place(t)) is not None), None)
