"""/health in the test run's own configuration (SQLite + local memory, or PostgreSQL + Redis)."""

from django.urls import reverse

from tests.production.conftest import DATABASE

pytestmark = DATABASE


def test_health_ok(client):
    response = client.get("/health")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert body["cache"] == "ok"
    assert set(body) == {"status", "database", "cache", "database_vendor", "cache_backend", "database_ms", "cache_ms"}


def test_health_is_never_cached(client):
    response = client.get("/health")
    for directive in ("no-cache", "no-store", "must-revalidate", "private", "max-age=0"):
        assert directive in response["Cache-Control"]
    assert "Expires" in response


def test_health_answers_any_host_and_head(client):
    """Balancers probe each instance by its address, often with HEAD."""
    assert client.get("/health", HTTP_HOST="10.0.0.12:8000").status_code == 200
    assert client.head("/health", HTTP_HOST="10.0.0.12").status_code == 200
    assert client.get("/", HTTP_HOST="10.0.0.12").status_code == 400  # the site itself still checks


def test_health_is_read_only(client):
    assert client.post("/health").status_code == 405


def test_health_route():
    assert reverse("health") == "/health"
