vcl 4.1;
#
# Varnish as the site's CDN: between nginx (TLS) and two or more instances of the Node server.
#
# It behaves like a CDN that follows HTTP: it keeps what the app marks `public, s-maxage=...`
# for s-maxage, serves it stale for stale-while-revalidate while it refreshes, keeps one copy
# per value of every header the answer names in Vary, and keeps nothing the app marks
# private/no-store or sends with a Set-Cookie. The cache policy lives in the app; this file
# adds no TTLs of its own. What it adds is what a CDN needs to keep the cache small and safe:
#
# - a device class (X-Device-Class: phone, tablet, desktop or bot) computed from User-Agent
#   with the app's own rules (app/lib/device-class.ts), so pages that differ by
#   layout are kept once per class, not once per User-Agent string. The app sends
#   `Vary: X-Device-Class` only to a trusted proxy (TRUST_PROXY), and this header is always
#   overwritten here: a client cannot pick another class's copy. The class is not put in the
#   hash on purpose: if the app forgot its Vary, phones and desktops would share a copy, and the
#   production-stack tests would see it.
# - built files (/assets/) and the API's pictures (/pictures/) are the same for everyone: looked
#   up without cookies or credentials, whoever asks.
# - visitors with the auth cookie (auth_token), the checkout pages and every method but GET and
#   HEAD go straight to the app, cookies and all.
# - on other pages, anonymous visitors' Cookie header is cut down to the cookies that change the
#   HTML (cookie_consent: the banner and the tag manager; display_currency: the currency prices
#   are shown in), so analytics cookies do not split the cache; the app answers public pages with
#   `Vary: Cookie`, and the pages with prices with `Vary: Accept-Language` too (their locale).
#   The app's cookies: auth_token, active_role, cookie_consent, checkout_secret, session_notice,
#   display_currency, form_draft_owner, two_factor_challenge (a test checks that this file names
#   each cookie the app defines; the last is only read by POST /login, which always goes to the
#   app, and form_draft_owner only by pages for signed-in visitors, which carry auth_token).
# - two backends behind a round-robin director, probed on /readyz. A stopping instance answers
#   /readyz with 503 while it finishes its requests, the probe takes it out, and a fetch that
#   still fails to connect is retried on the other instance (GET and HEAD only).
#
# Rendered by substituting ${APP_1_HOST} ${APP_1_PORT} ${APP_2_HOST} ${APP_2_PORT} (see
# docs/deploy.md; e2e/production renders it on free ports for the production-stack tests).
# Start with a backend idle timeout below Node's keep-alive timeout (5 s), so Varnish never
# reuses a connection the server is about to close:
#
#   varnishd -a :6081 -f /etc/varnish/default.vcl -s malloc,256m -p backend_idle_timeout=4

import directors;
import std;

probe readiness {
    .url = "/readyz";
    .expected_response = 200;
    .timeout = 1s;
    .interval = 1s;
    # Healthy when 2 of the last 3 probes passed: an instance that starts draining is out
    # within about two seconds, one lost probe does not take a healthy one out.
    .window = 3;
    .threshold = 2;
}

backend app_1 {
    .host = "${APP_1_HOST}";
    .port = "${APP_1_PORT}";
    .probe = readiness;
    .connect_timeout = 1s;
    # The server's own deadline for the upstream API (UPSTREAM_TIMEOUT_MS, 8 s by default)
    # comes first; these only catch a server that hangs.
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend app_2 {
    .host = "${APP_2_HOST}";
    .port = "${APP_2_PORT}";
    .probe = readiness;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app_1);
    app.add_backend(app_2);
}

sub vcl_recv {
    set req.backend_hint = app.backend();

    # The device class is ours to compute, whatever the client sent. Same rules and order as
    # the app: a crawler is a bot whatever device it claims, then tablets, then phones.
    unset req.http.X-Device-Class;
    if (req.http.User-Agent ~ "(?i)bot|chrome-lighthouse|facebookexternalhit|google") {
        set req.http.X-Device-Class = "bot";
    } elsif (req.http.User-Agent ~ "(?i)iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)") {
        set req.http.X-Device-Class = "tablet";
    } elsif (req.http.User-Agent ~ "(?i)Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry") {
        set req.http.X-Device-Class = "phone";
    } else {
        set req.http.X-Device-Class = "desktop";
    }

    if (req.method != "GET" && req.method != "HEAD") {
        # Form posts, sign-in, bookings: never from the cache, always the full request.
        return (pass);
    }
    if (req.url ~ "^/(assets|pictures)/") {
        # The same file for everyone, signed in or not: built files and the API's pictures
        # (server/picture-proxy.ts) read no cookie and no credential, and never vary by visitor.
        unset req.http.Cookie;
        unset req.http.Authorization;
        return (hash);
    }
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)auth_token=") {
        # Signed in: every page may carry the visitor's name, wishlists or bookings.
        return (pass);
    }
    if (req.http.Cookie ~ "(^|;\s*)session_notice=") {
        # A notice waits for the next page (a 409's sign-out, a sign-out, a form's confirmation):
        # that page shows it, once, and clears the cookie.
        return (pass);
    }
    if (req.url ~ "^(/amp)?/properties/[^/?]+/[^/?]+/checkout(/|/_)?(\.data)?(\?|$)") {
        # The checkout form is personal for everyone and reads the visitor's checkout_secret
        # cookie (half of the booking's idempotency key): it gets the request as sent.
        return (pass);
    }

    # Anonymous, any other page: keep only the cookies that change public HTML, when valid: the
    # consent choice and the display currency (three capital letters). The others would make a
    # copy per visitor: analytics ids, a role cookie left after signing out, checkout_secret (only
    # the checkout reads it, above), form_draft_owner (read only once signed in, above).
    set req.http.X-Kept-Cookies = "";
    if (req.http.Cookie ~ "(^|;\s*)cookie_consent=(granted|denied)(;|$)") {
        set req.http.X-Kept-Cookies = "cookie_consent=" + regsub(req.http.Cookie, "^(.*;\s*)?cookie_consent=(granted|denied)(;.*)?$", "\2");
    }
    if (req.http.Cookie ~ "(^|;\s*)display_currency=[A-Z]{3}(;|$)") {
        set req.http.X-Kept-Cookies = req.http.X-Kept-Cookies + "; display_currency=" + regsub(req.http.Cookie, "^(.*;\s*)?display_currency=([A-Z]{3})(;.*)?$", "\2");
    }
    set req.http.Cookie = regsub(req.http.X-Kept-Cookies, "^; ", "");
    unset req.http.X-Kept-Cookies;
    if (req.http.Cookie == "") {
        unset req.http.Cookie;
    }
    return (hash);
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Like a CDN: keep only what the app allows a shared cache to keep. No Cache-Control (and no
    # Expires) means "not for us", not Varnish's default TTL.
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || (!beresp.http.Cache-Control && !beresp.http.Expires)
        || beresp.http.Vary == "*"
        || beresp.status >= 500
        || beresp.ttl <= 0s) {
        # Hit-for-miss: later requests for this URL go to the app without waiting on each other.
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # beresp.ttl comes from s-maxage (else max-age), beresp.grace from stale-while-revalidate.
    return (deliver);
}

sub vcl_backend_error {
    # The instance refused or dropped the connection before answering (it is stopping, or it
    # crashed): try the next one. Only requests that can be repeated safely.
    if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    synthetic("The site is not available right now. Please try again in a moment.");
    return (deliver);
}

sub vcl_deliver {
    # HIT, MISS or PASS: for people debugging a page and for the production-stack tests.
    set resp.http.X-Cache = req.http.X-Cache;
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
}
