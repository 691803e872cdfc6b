-- wrk script for the bench (bench/wrk.ts): takes its requests from a file, one a line,
--   METHOD <tab> PATH <tab> HEADERS <tab> BODY
-- HEADERS is `name: value` pairs joined by "\1"; BODY may be empty. Each thread starts at another line and
-- sends the lines in turn, so every answer asks for the next URL of the list. done() prints one JSON line.
local requests = {}
local next_index = 1
local threads = 0

function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

local function split(text, separator)
  local parts, start = {}, 1
  while true do
    local i = string.find(text, separator, start, true)
    if not i then
      parts[#parts + 1] = string.sub(text, start)
      return parts
    end
    parts[#parts + 1] = string.sub(text, start, i - 1)
    start = i + #separator
  end
end

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    if line ~= "" then
      local fields = split(line, "\t")
      local headers = {}
      if fields[3] and fields[3] ~= "" then
        for _, pair in ipairs(split(fields[3], "\1")) do
          local colon = string.find(pair, ":", 1, true)
          headers[string.sub(pair, 1, colon - 1)] = string.sub(pair, colon + 2)
        end
      end
      local body = fields[4]
      if body == "" then body = nil end
      requests[#requests + 1] = wrk.format(fields[1], fields[2], headers, body)
    end
  end
  file:close()
  -- threads start spread over the list
  next_index = ((tonumber(id) or 0) * math.floor(#requests / 7 + 1)) % #requests + 1
end

function request()
  local r = requests[next_index]
  next_index = next_index % #requests + 1
  return r
end

function done(summary, latency, requests_unused)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationMicros":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,' ..
    '"p50Micros":%d,"p95Micros":%d,"p99Micros":%d,"maxMicros":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
