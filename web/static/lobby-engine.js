// The engine's start seen from the lobby: progress, a plain answer when it cannot start, the
// messages queued until Python is ready, and the service worker's updates. A part of the lobby
// (lobby.js), run before it.
"use strict";

const fgLobbyEngine = (function () {
  const { $, TEXT, say, showNotice } = fgLobbyWords;

  const queue = [];

  function send(message) {
    if (window.fgPy && window.fgPy.ready) {
      window.fgPy.handle(JSON.stringify(message));
    } else {
      queue.push(message);
      if (message.kind === "rules") return; // opens once the engine is ready; no game waits
      if (engine.failed) say($("new-wait"), TEXT.waitFailed);
      $("new-wait").hidden = false;
    }
  }

  // Files under these paths are the engine's: one that fails to load stops the start.
  const ENGINE_FILE = /\/(?:pyscript\/|pyodide\/|static\/(?:start\.js|python\.mjs|app-files\.mjs|snapshot\.mjs)$|app\.zip$|main\.py$|pyscript\.json$)/;
  // What Python cannot start without, to say which one a slow start is waiting for.
  const NEEDED = [
    "pyodide/pyodide.asm.mjs",
    "pyodide/pyodide.asm.wasm",
    "pyodide/python_stdlib.zip",
    "app.zip",
    "main.py",
  ];
  // A start that takes longer than this is shown as slow, with what it waits for (the tests
  // shorten it through window.fgStartTimeoutMs).
  const START_TIMEOUT_MS = Number(window.fgStartTimeoutMs) || 30000;
  const engine = { ready: false, failed: false, lastError: "" };

  let progress = 5;
  const ticker = setInterval(() => {
    progress += (92 - progress) * 0.08;
    $("loading-bar").value = progress;
  }, 200);

  function siteFile(url) {
    const base = new URL("./", location.href).href;
    return url.startsWith(base) ? url.slice(base.length).split(/[?#]/)[0] : url;
  }

  // Shows why the engine cannot start (or is slow), in place of the progress bar; each text is
  // given as its maker, to be said again in another language.
  function engineProblem(title, cause, help, canReload) {
    if (engine.ready) return;
    engine.failed = true;
    clearInterval(ticker);
    $("loading-bar").hidden = true;
    say($("loading-text"), TEXT.notStarted);
    say($("engine-error-title"), title);
    say($("engine-error-cause"), cause);
    say($("engine-error-help"), help);
    $("engine-reload").hidden = !canReload;
    $("engine-error").hidden = false;
    if (!$("new-wait").hidden) say($("new-wait"), TEXT.waitFailed);
    if (/^#(new=|g=)/.test(location.hash)) showNotice("");
  }

  function engineFailed(cause, help) {
    engineProblem(TEXT.failedTitle, cause, help || TEXT.crashHelp, true);
  }

  function watchEngine() {
    if (location.protocol === "file:") {
      engineProblem(TEXT.fromFileTitle, TEXT.fromFileCause, TEXT.fromFileHelp, false);
      return;
    }
    if (typeof WebAssembly !== "object") {
      engineProblem(TEXT.noWasmTitle, TEXT.noWasmCause, TEXT.noWasmHelp, false);
      return;
    }
    // A script or style sheet of the page that fails to load (the error does not bubble).
    window.addEventListener(
      "error",
      (event) => {
        const node = event.target;
        if (node instanceof HTMLScriptElement || node instanceof HTMLLinkElement) {
          const url = node.src || node.href || "";
          if (ENGINE_FILE.test(url)) engineFailed(() => TEXT.fileFailed(siteFile(url), 0), TEXT.fileHelp);
        } else if (event.message && !engine.ready) {
          engine.lastError = String(event.message);
        }
      },
      true,
    );
    // Any other file of the engine that the server refuses (the interpreter's fetches).
    if ("PerformanceObserver" in window) {
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.responseStatus >= 400 && ENGINE_FILE.test(entry.name)) {
              const [name, status] = [siteFile(entry.name), entry.responseStatus];
              engineFailed(() => TEXT.fileFailed(name, status), TEXT.fileHelp);
            }
          }
        }).observe({ type: "resource", buffered: true });
      } catch (error) {
        // No resource timing here: the time-out below still answers.
      }
    }
    window.addEventListener("unhandledrejection", (event) => {
      if (engine.ready) return;
      const reason = event.reason;
      const detail = String((reason && reason.message) || reason || "");
      engine.lastError = detail;
      if (detail) engineFailed(() => TEXT.crashed(detail));
    });
    // PyScript fires this when its scripts have run, also after a Python exception.
    window.addEventListener("py:all-done", () => {
      if (engine.ready) return;
      // A start restored from a snapshot that fails is retried normally (snapshot.mjs).
      const html = document.documentElement;
      if (html.dataset.snapshot === "restored" && !sessionStorage.getItem("fg:snapshot-retry")) {
        return;
      }
      const banner = document.querySelector(".py-error");
      // A traceback's last line names the error; the lines above it are for developers.
      const lines = ((banner && banner.textContent) || engine.lastError).trim().split("\n");
      const detail = lines[lines.length - 1].trim().slice(0, 300);
      engineFailed(detail ? () => TEXT.crashed(detail) : TEXT.crashedUnknown);
    });
    setTimeout(() => {
      if (engine.ready || engine.failed) return;
      const arrived = new Set(
        performance.getEntriesByType("resource").map((entry) => siteFile(entry.name)),
      );
      const waiting = NEEDED.find((name) => !arrived.has(name));
      const seconds = Math.round(START_TIMEOUT_MS / 1000);
      const cause = waiting
        ? () => TEXT.slowWaiting(seconds, waiting)
        : () => TEXT.slowStarting(seconds);
      engineProblem(TEXT.slowTitle, cause, TEXT.slowHelp, true);
    }, START_TIMEOUT_MS);
  }

  document.addEventListener("py:ready", () => {
    if (engine.failed) return;
    say($("loading-text"), TEXT.starting);
    progress = Math.max(progress, 90);
  });

  // --- updates: the service worker installs a new build beside a running game ---------------
  function watchUpdates() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    // A new worker takes over this page as soon as it has cached its build (it skips waiting,
    // and once active has deleted the caches of other builds). If this page's own build is no
    // longer cached then, the page runs an old build: offer to reload. A first visit's worker
    // taking over, with this very build, is no news.
    const meta = document.querySelector('meta[name="build"]');
    const build = meta ? meta.content : "";
    navigator.serviceWorker.addEventListener("controllerchange", async () => {
      const worker = navigator.serviceWorker.controller;
      if (!build || !worker) return;
      if (worker.state !== "activated") {
        await new Promise((resolve) => {
          worker.addEventListener("statechange", () => {
            if (worker.state === "activated" || worker.state === "redundant") resolve();
          });
        });
      }
      const names = await caches.keys();
      if (names.includes(`fortune-games-${build}`)) return;
      say($("update-text"), TEXT.update);
      $("update").hidden = false;
    });
  }

  // The service worker's precache downloads the whole build again: register it only once
  // Python is ready, so that it does not compete with the first start of Python. A tab left
  // open looks for a new build whenever it comes back into view.
  function registerWorker() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker
      .register("./sw.js")
      .then((registration) => {
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") registration.update().catch(() => {});
        });
      })
      .catch(() => {});
  }

  // Python can take messages: the start is over, and what the player asked for meanwhile is sent.
  function engineReady() {
    engine.ready = true;
    registerWorker();
    clearInterval(ticker);
    $("engine-error").hidden = true;
    $("loading-bar").value = 100;
    $("loading").hidden = true;
    $("new-wait").hidden = true;
    while (queue.length) send(queue.shift());
  }

  return { send, watchEngine, watchUpdates, engineReady };
})();
