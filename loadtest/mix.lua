-- wrk script: a mix of the almanac's pages (scripts/loadtest).
--   45% month pages  /YYYY/M/            (a few as the htmx grid)
--   25% day pages    /YYYY/M/D/
--   10% compass      /compass/YYYY/M/ or /api/compass/YYYY/M
--   15% search       /search/?… or /api/search?…  one-year range, random activity
--    5% /health      (the balancer's probe; touches the database)
-- Which dates (MIX, from the environment):
--   MIX=realistic (default)  what an almanac's visitors ask for: 80% of the requests near today (months
--                            from 3 before to 12 after this one, days from 30 before to 180 after today,
--                            this year's and next year's compass, searches from this or next month), 20% a
--                            random date 1901–2099 (the long tail: birthdays, history, far plans)
--   MIX=cold                 every date random over 1901–2099: almost every request misses every cache (the
--                            worst case, not a traffic pattern)
-- Every request carries a random X-Forwarded-For, as the load balancer of docs/deploy.md would: the site
-- (TRUSTED_PROXY_COUNT=1) then sees many clients rather than one, as in production, so the per-client
-- search limit (60/m) applies per simulated client.
-- At the end it prints one line `RESULT {json}` with throughput, latency percentiles and status counts.

local mix = os.getenv("MIX") or "realistic"
local HOT = (mix == "cold") and 0 or 80
-- today in China Standard Time
local now = os.time() + 8 * 3600
local today = os.date("!*t", now)

local activities = {"嫁娶", "搬移", "兴造动土", "开市", "安葬", "祭祀", "祈福", "入学", "纳财", "立券交易"}
local counts = {}
local threads = {}

local function urlencode(s)
  return (s:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 1000 + id)
  s2, s3, s4, s5 = 0, 0, 0, 0
  codes = {}
end

local function random_day()
  local y, m = math.random(1901, 2099), math.random(1, 12)
  return y, m, math.random(1, 28)
end

local function hot()
  return math.random(100) <= HOT
end

local function month_near(first, last)  -- a month `first`..`last` months from this one
  local k = today.year * 12 + (today.month - 1) + math.random(first, last)
  return math.floor(k / 12), k % 12 + 1
end

local function day_near(first, last)  -- a day `first`..`last` days from today
  local t = os.date("!*t", now + math.random(first, last) * 86400)
  return t.year, t.month, t.day
end

local function a_month()
  if hot() then return month_near(-3, 12) end
  local y, m = random_day()
  return y, m
end

local function a_day()
  if hot() then return day_near(-30, 180) end
  return random_day()
end

function request()
  local r = math.random(100)
  local path
  local headers = {["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))}
  if r <= 45 then
    local y, m = a_month()
    path = string.format("/%d/%d/", y, m)
    if r <= 5 then headers["HX-Request"] = "true" end
  elseif r <= 70 then
    local y, m, d = a_day()
    path = string.format("/%d/%d/%d/", y, m, d)
  elseif r <= 80 then
    local y, m
    if hot() then y, m = month_near(0, 12) else y, m = random_day() end
    if r <= 75 then path = string.format("/compass/%d/%d/", y, m)
    else path = string.format("/api/compass/%d/%d", y, m) end
  elseif r <= 95 then
    local y, m
    if hot() then y, m = month_near(0, 1) else y, m = math.random(1901, 2098), math.random(1, 12) end
    local a = urlencode(activities[math.random(#activities)])
    local from, to = string.format("%d-%02d-01", y, m), string.format("%d-%02d-01", y + 1, m)  -- one year
    if r <= 87 then path = "/search/?activity=" .. a .. "&from=" .. from .. "&to=" .. to
    else path = "/api/search?activity=" .. a .. "&from=" .. from .. "&to=" .. to end
  else
    path = "/health"
  end
  return wrk.format("GET", path, headers)
end

function response(status, headers, body)
  if status < 300 then s2 = s2 + 1
  elseif status < 400 then s3 = s3 + 1
  elseif status < 500 then s4 = s4 + 1
  else s5 = s5 + 1 end
  if status >= 400 then codes[status] = (codes[status] or 0) + 1 end
end

function done(summary, latency, requests)
  local t = {s2 = 0, s3 = 0, s4 = 0, s5 = 0}
  local bycode = {}
  for _, thread in ipairs(threads) do
    for _, k in ipairs({"s2", "s3", "s4", "s5"}) do t[k] = t[k] + (thread:get(k) or 0) end
    local c = thread:get("codes")
    if c then for code, n in pairs(c) do bycode[code] = (bycode[code] or 0) + n end end
  end
  local codes_json = {}
  for code, n in pairs(bycode) do table.insert(codes_json, string.format('"%d": %d', code, n)) end
  local secs = summary.duration / 1e6
  io.write(string.format(
    'RESULT {"requests": %d, "seconds": %.2f, "rps": %.1f, "p50_ms": %.2f, "p90_ms": %.2f, "p99_ms": %.2f, ' ..
    '"max_ms": %.2f, "mean_ms": %.2f, "status_2xx": %d, "status_3xx": %d, "status_4xx": %d, "status_5xx": %d, ' ..
    '"status_codes_over_399": {%s}, "socket_connect": %d, "socket_read": %d, "socket_write": %d, ' ..
    '"socket_timeout": %d}\n',
    summary.requests, secs, summary.requests / secs,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, latency.mean / 1000, t.s2, t.s3, t.s4, t.s5, table.concat(codes_json, ", "),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
end
