vcl 4.1;
# Varnish in front of the site, as the multi-instance test runs it (apps/server/src/test/varnish.ts):
# pages and public API answers are kept by the keys of their Surrogate-Key header (xkey), and the
# site purges them on every write with `PURGE /` and an `xkey-purge` header (PURGE_URLS).
# The backend's host and port placeholders are filled in when the file is written for a run.

import xkey;

backend site {
  .host = "{{BACKEND_HOST}}";
  .port = "{{BACKEND_PORT}}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

# Who may purge: the site's instances on this machine (in production: their addresses).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    # A hard purge: nothing purged is served again, not even in grace (a reader never sees a
    # page older than a write that changed it).
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A member's own answers (bearer token) are never shared.
  if (req.http.Authorization) {
    return (pass);
  }
  # Pages read no cookie but the language one (members' tokens live in the browser); anything
  # else (a sign-in flow's cookie) goes to the site as it is.
  if (req.http.Cookie && req.http.Cookie !~ "^\s*lang=[a-z]{2}\s*$") {
    return (pass);
  }
  # The answers say what they vary by (Accept-Language, Cookie, Accept-Encoding).
  return (hash);
}

sub vcl_backend_response {
  # The site says who may keep each answer; one that says nothing is not kept (an error page).
  if (!beresp.http.Cache-Control) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # xkey reads its keys from the xkey header: ours come as Surrogate-Key.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
}

sub vcl_deliver {
  # Whether this answer came from the cache, for people and for the test.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
}
