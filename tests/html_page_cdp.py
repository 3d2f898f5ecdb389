#!/usr/bin/env python3
"""html_page_cdp.py: checks `altered-replay html` pages in a real browser.

Run by tests/test_html_page.sh (ctest html_page), which says why it skips.
Headless Chromium is driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: fd 3 in, fd 4 out, NUL-terminated JSON), with the
standard library only. For each page it compares what the page shows at
several steps with `altered-replay state FILE --step K --json` (every
zone's count, and the card names of every zone but the Deck), steps with
real clicks, keys and the slider, opens a page at #step=K, and saves
screenshots under the build tree.

usage: html_page_cdp.py CHROMIUM REPLAY WORKDIR SHOTDIR CASE...
  CASE is LOG:PAGE:KIND, KIND one of ok, illegal:F, diverged:F (F the
  failing step, where the page must open).
"""
import base64
import json
import os
import re
import select
import subprocess
import sys
import time

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--mute-audio", "--hide-scrollbars"]

failures = 0
checks = 0


def check(ok, what, detail=""):
    global failures, checks
    checks += 1
    if not ok:
        failures += 1
        print("FAIL: %s%s" % (what, (": " + detail) if detail else ""))


class Browser:
    def __init__(self, chromium, profile, log):
        cmd_r, self.cmd_w = os.pipe()
        self.out_r, out_w = os.pipe()

        def fds():
            os.dup2(cmd_r, 3)
            os.dup2(out_w, 4)

        self.proc = subprocess.Popen([chromium] + FLAGS + ["--user-data-dir=" + profile, "--remote-debugging-pipe",
                                                          "about:blank"],
                                     stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=fds,
                                     close_fds=False)
        os.close(cmd_r)
        os.close(out_w)
        self.buf = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def close(self):
        try:
            self.call("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.cmd_w)
        os.close(self.out_r)

    def _read(self, deadline):
        while b"\0" not in self.buf:
            if time.time() > deadline:
                raise TimeoutError("no answer from chromium")
            if not select.select([self.out_r], [], [], max(0.0, deadline - time.time()))[0]:
                raise TimeoutError("no answer from chromium")
            chunk = os.read(self.out_r, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed its pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, params=None, session=True, timeout=20):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self.cmd_w, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            m = self._read(deadline)
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, method, timeout=20):
        deadline = time.time() + timeout
        while True:
            for i, m in enumerate(self.events):
                if m.get("method") == method:
                    del self.events[i]
                    return m
            self.events.append(self._read(deadline))

    def attach(self):
        targets = self.call("Target.getTargets", session=False)["targetInfos"]
        page = next((t for t in targets if t["type"] == "page"), None)
        tid = page["targetId"] if page else self.call("Target.createTarget", {"url": "about:blank"},
                                                      session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": tid, "flatten": True},
                                 session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def size(self, width, height, mobile=False):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def open(self, url):
        # Through about:blank: a URL that differs only in its fragment is
        # a navigation within the document, which fires no load event.
        for u in ("about:blank", url):
            self.events = [m for m in self.events if m.get("method") != "Page.loadEventFired"]
            self.call("Page.navigate", {"url": u})
            self.wait_event("Page.loadEventFired")

    def js(self, expr):
        r = self.call("Runtime.evaluate", {"expression": expr, "returnByValue": True})
        if "exceptionDetails" in r:
            raise RuntimeError("page script: %s" % r["exceptionDetails"])
        return r["result"].get("value")

    def click(self, selector):
        box = self.js("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                      " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def key(self, name):
        codes = {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35}
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": name, "code": name,
                                                 "windowsVirtualKeyCode": codes[name]})

    def screenshot(self, path, full=True):
        params = {"format": "png"}
        if full:
            h = self.js("document.documentElement.scrollHeight")
            w = self.js("document.documentElement.clientWidth")
            params["clip"] = {"x": 0, "y": 0, "width": w, "height": min(h, 6000), "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.call("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))


SHOWN = """(() => {
  const out = {step: +document.getElementById('view').dataset.step, zones: {},
    label: document.getElementById('steplabel').textContent,
    action: document.getElementById('action').textContent,
    pending: (document.getElementById('pending') || {}).textContent,
    day: document.querySelector('#shared h2').textContent,
    limbo: +document.getElementById('limbo').dataset.count,
    failure: !document.getElementById('failure').hidden,
    rule: (document.getElementById('rule') || {}).textContent || '',
    legal: document.querySelectorAll('#legal li').length,
    markers: Object.fromEntries([...document.querySelectorAll('.mk')].map(e => [e.dataset.player + '/' + e.dataset.exp, e.textContent])),
    scripts: document.scripts.length, title: document.title};
  document.querySelectorAll('.zone[data-zone]').forEach(z => {
    out.zones[z.dataset.player + '/' + z.dataset.zone] = {n: +z.dataset.count,
      names: [...z.querySelectorAll('li.card .name')].map(e => e.textContent)};
  });
  return out;
})()"""


# Every step in turn, as a reader steps through it: what the page says in
# words, checked for the engine's own identifiers (an ability by its index,
# a name with an underscore, a step of the resolution), and, with broken,
# for a word the layout cuts across two lines (a Range over one word with
# more than one line box). Returns [[step, what], ...] of what is wrong.
WALK = r"""((broken) => {
  const view = document.getElementById('view'), bad = [];
  const key = (k) => document.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true}));
  const last = +document.getElementById('slider').max;
  const engine = [/\b[a-z]+_[a-z0-9_]+\b/, /\bability \d/, /\b(May|Pick) asked\b/, /\bundefined\b/, /\bNaN\b/,
                  /\bnull\b/, /#255\b/, /no such object/, /\[object /, /\bplays quick action \d/];
  key('Home');
  for (let k = 0; k <= last; k++) {
    const text = [view, document.getElementById('action'), document.getElementById('steplabel'),
                  document.getElementById('verdict')].map(e => e.innerText).join('\n');
    for (const re of engine) {
      const m = re.exec(text);
      if (m) bad.push([k, 'engine words: ' + m[0] + ' in: ' + text.substr(Math.max(0, m.index - 60), 140)]);
    }
    if (broken) {
      const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.parentElement || !n.parentElement.offsetParent) continue;   // not shown
        const re = /[^\s-]+-?/g;   // a break after a hyphen (Rune-Scribe) cuts no word
        for (let m = re.exec(n.data); m; m = re.exec(n.data)) {
          const r = document.createRange();
          r.setStart(n, m.index);
          r.setEnd(n, m.index + m[0].length);
          const lines = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
          if (lines.size > 1) bad.push([k, 'a word broken across lines: ' + m[0]]);
        }
      }
    }
    key('ArrowRight');
  }
  return bad.slice(0, 10);
})"""


def walk_words(b, name, width, broken):
    bad = b.js(WALK + "(%s)" % ("true" if broken else "false"))
    check(not bad, "%s at %d px: no engine words%s at any step" % (name, width, ", no word cut in two" if broken else ""),
          str(bad[:5]))


def state_text(replay, log, step):
    return subprocess.run([replay, "state", log, "--step", str(step)], capture_output=True, text=True,
                          check=True).stdout


def check_engine_words(b, replay, log, name):
    """The page's words for Limbo, the resolving ability, the Expedition
    totals and the Characters' statistics are `state`'s, at a step where
    Reactions wait (the first, in the page's own data)."""
    steps = b.js("JSON.parse(document.getElementById('game-data').textContent).steps"
                 ".map((s, k) => [k, (s.lw || []).length, !!s.rw])")
    with_limbo = [k for k, n, rw in steps if n > 0]
    with_rw = [k for k, n, rw in steps if rw]
    for k in sorted(set(with_limbo[:1] + with_rw[:1])):
        b.open(b.url + "#step=%d" % k)
        shown = b.js("""(() => ({
          limbo: [...document.querySelectorAll('#limbo li')].map(e => e.textContent),
          resolving: (document.getElementById('resolving') || {}).textContent || '',
          totals: [...document.querySelectorAll('.box[id^=player] li[data-totals]')].map(e => e.textContent),
          stats: [0, 1].map(q => ['hero_expedition', 'companion_expedition'].map(z =>
            [...document.querySelectorAll('.zone[data-player="' + q + '"][data-zone="' + z + '"] li.card .tag.stat')]
              .map(e => e.textContent))),
          order: [...document.querySelectorAll('.box[id^=player]')].map(e => e.id)}))()""")
        text = state_text(replay, log, k)
        lines = text.splitlines()
        limbo = [l.split(": ", 1)[1] for l in lines if l.startswith("Limbo ")]
        check(shown["limbo"] == limbo, "%s step %d: Limbo in state's words" % (name, k), "%s vs %s" % (shown["limbo"], limbo))
        res = [l[len("Resolving: "):] for l in lines if l.startswith("Resolving: ")]
        check(shown["resolving"] == ("Resolving: " + res[0] if res else ""), "%s step %d: the ability resolving, as state says" % (name, k),
              "%r vs %r" % (shown["resolving"], res))
        totals = [l.split(" totals at Dusk: ", 1)[1] for l in lines if " totals at Dusk: " in l]
        check(len(totals) == 4 and all(("at Dusk: " + t) in shown["totals"][i] for i, t in enumerate(totals)),
              "%s step %d: each Expedition's totals at Dusk, as state says" % (name, k), "%s vs %s" % (shown["totals"], totals))
        want, q, z = [[[], []], [[], []]], -1, None
        for l in lines:
            if l[:2] in ("P0", "P1") and l[2] == ":":
                q = int(l[1])
            for zi, zname in enumerate(("  Hero Expedition ", "  Companion Expedition ")):
                if l.startswith(zname) and "totals" not in l:
                    want[q][zi] = [m[1:-1].replace(", Gigantic", "") for m in re.findall(r"\[[^]]*\]", l)]
        check(shown["stats"] == want, "%s step %d: each Character's statistics, as state says" % (name, k),
              "%s vs %s" % (shown["stats"], want))
        check(shown["order"] == ["player0", "player1"], "%s: P0 before P1, as in the text" % name, str(shown["order"]))
    check(with_limbo and with_rw, "%s: a step with Reactions in Limbo and one with an ability resolving" % name,
          "%d and %d" % (len(with_limbo), len(with_rw)))


def expected_state(replay, workdir, log, step):
    out = os.path.join(workdir, "state.json")
    subprocess.run([replay, "state", log, "--step", str(step), "--json", "--out", out], check=True)
    with open(out) as f:
        return json.load(f)


def compare(b, replay, workdir, log, step, what, state_step=None):
    """What the page shows now against `state --step` (state_step: the state
    a refused step is shown on, the one before it)."""
    shown = b.js(SHOWN)
    check(shown["step"] == step, "%s: the page is at step %d" % (what, step), "it is at %s" % shown["step"])
    doc = expected_state(replay, workdir, log, step if state_step is None else state_step)
    for p, pl in enumerate(doc["players"]):
        for zone, objs in pl["zones"].items():
            got = shown["zones"].get("%d/%s" % (p, zone))
            if got is None:
                check(False, "%s: P%d's %s is shown" % (what, p, zone))
                continue
            check(got["n"] == len(objs), "%s: P%d's %s holds %d" % (what, p, zone, len(objs)), "shown %d" % got["n"])
            if zone != "deck":
                names = [o["name"] for o in objs]
                check(got["names"] == names, "%s: P%d's %s names its cards" % (what, p, zone),
                      "%s vs %s" % (got["names"], names))
        for e, mk in (("hero", "H"), ("companion", "C")):
            d = pl["expeditions"][e]["distance"]
            check(shown["markers"].get("%d/%s" % (p, e)) == "%s%d" % (mk, d),
                  "%s: P%d's %s Expedition at %d" % (what, p, e, d), str(shown["markers"]))
    check(shown["limbo"] == len(doc["limbo"]), "%s: Limbo holds %d" % (what, len(doc["limbo"])))
    phase = doc["phase"].replace("_", " ").capitalize()
    check(shown["day"] == "Day %d, %s" % (doc["day"], phase), "%s: Day and phase" % what, shown["day"])
    if doc["decision"]["kind"] != "none":
        check(("waiting on P%d" % doc["decision"]["player"]) in (shown["pending"] or ""),
              "%s: the pending decision's player" % what, shown["pending"])
    return shown


def run_case(b, replay, workdir, shots, log, page, kind):
    name = os.path.splitext(os.path.basename(page))[0]
    url = "file://" + os.path.abspath(page)
    info = subprocess.run(["python3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools",
                                                   "logtool.py"), "info", log], capture_output=True, text=True,
                          check=True).stdout
    steps = int(info.split("steps")[0].split()[-1])   # "game 1: 73 steps"
    b.url = url
    b.size(1280, 900)
    b.open(url)
    shown = b.js(SHOWN)
    check(shown["scripts"] == 2, "%s: the page holds only its own two scripts" % name, str(shown["scripts"]))
    check(shown["title"] != "owned", "%s: markup in the log is not run" % name, shown["title"])
    if kind == "ok":
        compare(b, replay, workdir, log, 0, name + " opened")
        b.click("#next")
        compare(b, replay, workdir, log, 1, name + " after a click on next")
        for _ in range(5):
            b.key("ArrowRight")
        compare(b, replay, workdir, log, 6, name + " after five right arrows")
        b.key("ArrowLeft")
        compare(b, replay, workdir, log, 5, name + " after a left arrow")
        b.key("End")
        last = compare(b, replay, workdir, log, steps, name + " after End")
        check("over" in (last["pending"] or ""), name + ": the last step says the game is over", last["pending"])
        b.js("(() => { const s = document.getElementById('slider'); s.value = %d;"
             " s.dispatchEvent(new Event('input')); })()" % (steps // 2))
        compare(b, replay, workdir, log, steps // 2, name + " from the slider")
        b.screenshot(os.path.join(shots, name + "-step%d.png" % (steps // 2)))
        b.click("#first")
        compare(b, replay, workdir, log, 0, name + " after a click on first")
        b.open(url + "#step=%d" % (steps - 1))
        compare(b, replay, workdir, log, steps - 1, name + " opened at #step=%d" % (steps - 1))
        b.open(url)
        walk_words(b, name, 1280, True)
        if kind == "ok" and "limbo" in name:
            check_engine_words(b, replay, log, name)
        # A phone: the Adventure's regions down the screen, no word cut.
        b.size(390, 844, mobile=True)
        b.open(url)
        walk_words(b, name, 390, True)
        b.open(url + "#step=%d" % (steps // 2))
        phone = b.js(SHOWN)
        check(len(phone["markers"]) == 4 and b.js("document.querySelector('.track.narrow') !== null"),
              name + " on a phone: the Adventure down the screen, every Expedition's marker shown", str(phone["markers"]))
        width = b.js("document.documentElement.scrollWidth")
        check(width <= 390, name + " on a phone: nothing wider than the screen", "%d px" % width)
        b.screenshot(os.path.join(shots, name + "-phone-step%d.png" % (steps // 2)))
        b.size(1280, 900)
    else:
        verdict, f = kind.split(":")
        f = int(f)
        # Opens at the failing step, shown on the state before it.
        shown = compare(b, replay, workdir, log, f, name + " opened", state_step=f - 1)
        check(shown["failure"], name + ": the failure is shown at step %d" % f)
        check(shown["label"].startswith("Step %d (%s)" % (f, "diverges" if verdict == "diverged" else "refused")),
              name + ": the step is labelled as failing",
              shown["label"])
        report = subprocess.run([replay, "verify", log], capture_output=True, text=True).stdout.splitlines()[0]
        check(shown["rule"] and shown["rule"] in report, name + ": the rule is verify's", "%r vs %r" % (shown["rule"],
                                                                                                     report))
        with open(os.path.join(workdir, "before.json"), "w") as fh:
            json.dump(expected_state(replay, workdir, log, f - 1), fh)
        legal = subprocess.run([replay, "position", "legal", os.path.join(workdir, "before.json")],
                               capture_output=True, text=True, check=True).stdout.splitlines()
        legal = [line for line in legal if not line.startswith("#")]   # its heading
        check(shown["legal"] == len(legal), name + ": the legal answers there", "%d vs %d" % (shown["legal"],
                                                                                               len(legal)))
        b.screenshot(os.path.join(shots, name + "-desktop.png"))
        walk_words(b, name, 1280, False)
        b.size(390, 844, mobile=True)
        b.open(url)
        b.screenshot(os.path.join(shots, name + "-phone.png"))
        walk_words(b, name, 390, True)
        width = b.js("document.documentElement.scrollWidth")
        check(width <= 390, name + ": nothing wider than a phone's screen", "%d px" % width)
        b.size(1280, 900)
        b.open(url)
        b.key("ArrowLeft")
        compare(b, replay, workdir, log, f - 1, name + " one step before the failure")
        b.key("Home")
        compare(b, replay, workdir, log, 0, name + " after Home")


def main():
    chromium, replay, workdir, shots = sys.argv[1:5]
    os.makedirs(shots, exist_ok=True)
    with open(os.path.join(workdir, "chromium.log"), "w") as log:
        b = Browser(chromium, os.path.join(workdir, "profile"), log)
        try:
            b.attach()
            for case in sys.argv[5:]:
                logf, page, kind = case.split(":", 2)
                run_case(b, replay, workdir, shots, logf, page, kind)
        finally:
            b.close()
    print("html_page: %d checks, %d failed; screenshots in %s" % (checks, failures, shots))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
