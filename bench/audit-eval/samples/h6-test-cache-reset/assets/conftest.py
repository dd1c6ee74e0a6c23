import os, pytest, redis

@pytest.fixture
def r():
    url = os.environ.get("REDIS_TEST_URL", "redis://localhost:6379/15")
    assert url.endswith("/15"), "tests must use the dedicated test database 15"
    client = redis.Redis.from_url(url)
    client.flushdb()          # only database 15, never FLUSHALL
    yield client
    client.flushdb()
