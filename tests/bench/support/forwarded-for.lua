-- wrk's request script for the server-routes bench (support/load-generator.ts): each request
-- comes from an address of its own behind the one proxy hop the bench app trusts, as many phones
-- behind one proxy would, so the per-IP rate limit counts as in production instead of refusing
-- loopback. The same addresses as the autocannon fallback: 10.x.y.7 over 60,000 clients.
local client = 0

request = function()
  client = (client + 1) % 60000
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.7", math.floor(client / 256), client % 256)
  return wrk.format(nil)
end
