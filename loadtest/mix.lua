-- wrk script: a realistic mix of the almanac's pages (scripts/loadtest).
--   45% month pages  /YYYY/M/            random month 1901–2099 (a few as the htmx grid)
--   25% day pages    /YYYY/M/D/          random day
--   10% compass      /compass/YYYY/M/ or /api/compass/YYYY/M
--   15% search       /search/?… or /api/search?…  one-year range, random activity and year
--    5% /health      (the balancer's probe; touches the database)
-- Every request carries a random X-Forwarded-For, as the load balancer of docs/deploy.md would: the site
-- (TRUSTED_PROXY_COUNT=1) then sees many clients rather than one, as in production, so the per-client
-- search limit (60/m) applies per simulated client.
-- At the end it prints one line `RESULT {json}` with throughput, latency percentiles and status counts.

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

function request()
  local r = math.random(100)
  local path
  local headers = {["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))}
  if r <= 45 then
    local y, m = random_day()
    path = string.format("/%d/%d/", y, m)
    if r <= 5 then headers["HX-Request"] = "true" end
  elseif r <= 70 then
    local y, m, d = random_day()
    path = string.format("/%d/%d/%d/", y, m, d)
  elseif r <= 80 then
    local y, m = random_day()
    if r <= 75 then path = string.format("/compass/%d/%d/", y, m)
    else path = string.format("/api/compass/%d/%d", y, m) end
  elseif r <= 95 then
    local y = math.random(1901, 2098)
    local a = urlencode(activities[math.random(#activities)])
    local m = math.random(1, 12)
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
