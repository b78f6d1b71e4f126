"""Every JSON endpoint's output is valid against the JSON Schema the site publishes at /api/schema.json,
which is generated from the serializer's own types (almanac/core/serialize/)."""

import json
from datetime import date, timedelta

import pytest
from jsonschema import Draft202012Validator

from almanac.core import api


@pytest.fixture(scope="module")
def schema():
    return api.json_schema()


def _validator(schema: dict, response: str) -> Draft202012Validator:
    document = {"$schema": schema["$schema"], "$defs": schema["$defs"], **schema["responses"][response]}
    return Draft202012Validator(document)


def _valid(schema: dict, response: str, data) -> None:
    errors = sorted(_validator(schema, response).iter_errors(data), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])


def test_the_published_schema_is_the_generated_one(client, schema):
    response = client.get("/api/schema.json")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/json")
    published = json.loads(response.content)
    assert published == json.loads(json.dumps(schema))
    Draft202012Validator.check_schema(published)
    assert set(published["responses"]) == {"day", "month", "search", "compass", "error"}


def test_the_schema_knows_the_documented_keys(schema):
    day = schema["$defs"]["Day"]
    for key in ("date", "lunar", "pillars", "solar_terms", "month_switch", "gods", "grade", "activities", "hours",
                "renshen", "taibai", "xishen"):
        assert key in day["properties"] and key in day["required"], key
    assert "for" in schema["$defs"]["Verdict"]["properties"]  # the contract's key, not the Python name
    assert "from" in schema["$defs"]["Search"]["properties"]


def test_a_schema_that_cannot_fail_would_not_catch_this(schema):
    # the validation is real: a day missing a key, or with a wrong type, is rejected
    data = json.loads(api.day(date(2025, 1, 29)).as_json())
    del data["lunar"]["text"]
    data["weekday"] = "Wednesday"
    assert len(list(_validator(schema, "day").iter_errors(data))) == 2


# Days that exercise every shape: a 节 switch (month_switch set), 立春, a leap month, 除夕/春节, the range's ends.
DAYS = [date(1901, 1, 1), date(2099, 12, 31), date(2025, 1, 28), date(2025, 1, 29), date(2025, 2, 3),
        date(2025, 7, 25), date(2023, 3, 22), date(2026, 2, 4), date(2026, 2, 17)]
DAYS += [date(1901, 1, 1) + timedelta(days=k * 2423) for k in range(30)]  # one day in every ~6.6 years


@pytest.mark.parametrize("day", DAYS, ids=str)
def test_day_endpoint(client, schema, day):
    response = client.get(f"/api/day/{day.isoformat()}")
    assert response.status_code == 200
    _valid(schema, "day", json.loads(response.content))


@pytest.mark.parametrize("month", ["1901-01", "2025-01", "2033-11", "2099-12"])
def test_month_endpoint(client, schema, month):
    response = client.get(f"/api/month/{month}")
    assert response.status_code == 200
    _valid(schema, "month", json.loads(response.content))


@pytest.mark.parametrize("query", [
    "activity=嫁娶&from=2026-01-01&to=2026-03-31",
    "activity=嫁娶&from=2026-01-01&to=2026-03-31&hours=1",
    "activity=祭祀&from=2026-01-01&to=2026-01-31&qimen=1",
    "activity=安葬&from=2025-01-29&to=2025-01-29",  # near misses or an empty result
])
def test_search_endpoint(client, schema, query):
    response = client.get(f"/api/search?{query}")
    assert response.status_code == 200
    _valid(schema, "search", json.loads(response.content))


@pytest.mark.parametrize("path", ["/api/compass/2026", "/api/compass/2026/3", "/api/compass/1901/12?sit=子",
                                  "/api/compass/2099/1?sit=壬", "/api/compass/2021?sit=丑", "/api/compass/2023/2?sit=卯"])
def test_compass_endpoint(client, schema, path):
    response = client.get(path)
    assert response.status_code == 200
    data = json.loads(response.content)
    _valid(schema, "compass", data)
    assert ("verdict" in data) == ("sit=" in path)


def test_the_compass_verdicts_rules_of_its_own_are_described_too(client, schema):
    # 坐太岁 is a rule of the verdict, not a god on the mountain (no `key`): a lucky one in 2021 辛丑 坐丑 (000 L407),
    # a reason against in a 子午卯酉 year (L413). Both are valid objects of the schema's `anyOf`.
    good = json.loads(client.get("/api/compass/2021?sit=丑").content)["verdict"]["good"]
    against = json.loads(client.get("/api/compass/2023/2?sit=卯").content)["verdict"]["reasons"]
    assert [g["god"] for g in good if "key" not in g] == ["太岁"]
    assert [r["god"] for r in against if "key" not in r] == ["太岁"]
    assert all("burial_exempt" in r for r in against) and all("burial_exempt" not in g for g in good)


def test_a_compass_that_breaks_the_contract_is_rejected(client, schema):
    data = json.loads(client.get("/api/compass/2026/3?sit=子").content)
    del data["mountains"][0]["gods"][0]["counted"]
    data["verdict"]["reasons"][0]["burial_exempt"] = "no"
    data["wuxing_house"]["sounds"]["宫"]["year"] = "白虎"
    data["palaces"]["1"]["gods"][0]["aliases"] = [{"name": "x"}]
    errors = {tuple(e.absolute_path) for e in _validator(schema, "compass").iter_errors(data)}
    assert errors == {("mountains", 0, "gods", 0), ("verdict", "reasons", 0), ("wuxing_house", "sounds", "宫", "year"),
                      ("palaces", "1", "gods", 0, "aliases", 0)}


def _untyped(schema: dict, response: str) -> tuple[list[str], set[str]]:
    """The places in a response's schema that say nothing of their content — an object without properties or
    value type, an array without items, a value that may be anything — and the objects visited."""
    defs, visited, found = schema["$defs"], set(), []

    def walk(node, where: str) -> None:
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            if name not in visited:
                visited.add(name)
                walk(defs[name], name)
            return
        kind = node.get("type")
        if not node or (kind == "object" and not node.get("properties") and not node.get("additionalProperties")) \
                or (kind == "array" and not node.get("items")):
            found.append(where)
        for key, value in node.get("properties", {}).items():
            walk(value, f"{where}.{key}")
        for key in ("items", "additionalProperties"):
            if isinstance(node.get(key), dict):
                walk(node[key], f"{where}[]")
        for i, option in enumerate(node.get("anyOf", [])):
            walk(option, f"{where}|{i}")

    walk(schema["responses"][response], response)
    return found, visited


@pytest.mark.parametrize("response", ["day", "month", "search", "compass", "error"])
def test_every_response_is_typed_all_the_way_down(schema, response):
    found, visited = _untyped(schema, response)
    assert not found, found
    if response == "compass":  # the walk reaches the compass's smallest parts
        assert {"CompassGod", "RejectedGod", "SourceObject", "CompassAlias", "NineStarCell", "ReasonOnSite",
                "VerdictRule", "GoodOnSite", "Sounds", "SoundInYear", "StemSpirits", "DunganSpirits"} <= visited


def test_the_untyped_check_finds_an_object_that_says_nothing():
    schema = {"$defs": {"A": {"type": "object", "properties": {"b": {"type": "object"}, "c": {},
                                                                   "d": {"type": "array"}}}},
              "responses": {"a": {"$ref": "#/$defs/A"}}}
    assert _untyped(schema, "a") == (["A.b", "A.c", "A.d"], {"A"})


@pytest.mark.parametrize("path", ["/api/day/2025-02-30", "/api/month/2025-13", "/api/search?activity=x",
                                  "/api/compass/2200", "/api/compass/2026/3?sit=X"])
def test_error_answers(client, schema, path):
    response = client.get(path)
    assert response.status_code == 400
    data = json.loads(response.content)
    _valid(schema, "error", data)
    assert data["status"] == 400 and data["error"]
