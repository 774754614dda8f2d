// The phone of `pnpm bench handheld`: Debian's Chromium driven through the DevTools protocol alone
// (chrome-remote-interface), with nothing of a test framework in the measured pages.
//
// Why not Playwright here: Playwright prepares every new document for itself (an isolated
// JavaScript world of its own, its init scripts, its bindings), on the page's main thread and inside
// the navigation's commit. Traced at 4x CPU on a warm reload, that was ~13 ms for its world's context
// plus the work of its DevTools sessions in the commit, and a test framework's waits add more (the
// reason the bench already listened for the page's marks instead of `waitForSelector`). A waiter's
// phone runs none of it. The bench's own instruments are the minimum the protocol needs: one session
// per page with the Page and Runtime domains, one binding and a one-line PerformanceObserver that
// reports the page's `waiter:*` marks; the Network domain only where bytes are counted (cold loads).
// Playwright still signs the waiter in (scripts/bench.mjs), before any measured load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CDP from 'chrome-remote-interface';

/** A quiet browser: nothing in the background that is not the page's (the same spirit as Playwright's own switches). */
const SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-breakpad',
  '--password-store=basic',
  '--use-mock-keychain',
  '--metrics-recording-only',
];

/**
 * The page's performance marks ('waiter:ready', 'waiter:menu'), reported through a DevTools binding
 * by a one-line observer added to every new document (no polling of the page).
 */
const MARK_OBSERVER = `new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.name.startsWith('waiter:')) globalThis.__benchMark(JSON.stringify({ name: e.name, at: e.startTime }));
}).observe({ type: 'mark', buffered: true });`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts Chromium with a DevTools port of its own and connects to the browser's endpoint. */
export async function launchBrowser(executablePath) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'resto-phone-'));
  const proc = spawn(executablePath, [...SWITCHES, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${text}`)), 30_000);
    proc.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)));
  });
  proc.stderr.resume();
  const client = await CDP({ target: endpoint, local: true });
  return {
    client,
    async close() {
      const exited = new Promise((r) => (proc.exitCode !== null ? r() : proc.once('exit', r)));
      // A graceful close, so that no process of the browser is still writing to its profile.
      await client.Browser.close().catch(() => proc.kill('SIGTERM'));
      await client.close().catch(() => undefined);
      await exited;
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}

/**
 * A new phone: its own browser context (no cache, no service worker, no storage of another phone's),
 * holding the given signed-in storage (Playwright's storageState shape: cookies and each origin's
 * localStorage), one page emulating a 390x844 phone (mobile, touch, user agent, locale) with the
 * CPU slowed down `cpuRate` times.
 */
export async function newPhone(browser, { base, storage, userAgent, locale, cpuRate }) {
  const { client } = browser;
  const { browserContextId } = await client.Target.createBrowserContext({});
  if (storage.cookies.length > 0) {
    await client.Storage.setCookies({
      browserContextId,
      cookies: storage.cookies.map((c) => ({
        name: c.name,
        value: c.value,
        domain: c.domain,
        path: c.path,
        httpOnly: c.httpOnly,
        secure: c.secure,
        sameSite: c.sameSite,
        ...(c.expires > 0 ? { expires: c.expires } : {}),
      })),
    });
  }
  // localStorage is written from a page of its origin (a JSON answer of the api), closed before the
  // measured page opens.
  const items = storage.origins.filter((o) => o.origin === base).flatMap((o) => o.localStorage);
  if (items.length > 0) {
    const seed = await attach(client, (await client.Target.createTarget({ url: `${base}/api/health`, browserContextId })).targetId);
    await seed.waitFor('document.readyState === "complete" && location.pathname === "/api/health"');
    await seed.evaluate(
      `(${(entries) => {
        for (const e of entries) localStorage.setItem(e.name, e.value);
      }})(${JSON.stringify(items)})`,
    );
    await client.Target.closeTarget({ targetId: seed.targetId });
  }
  const { targetId } = await client.Target.createTarget({ url: 'about:blank', browserContextId });
  const page = await attach(client, targetId);
  await page.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true, screenWidth: 390, screenHeight: 844 });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await page.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: locale });
  await page.send('Emulation.setLocaleOverride', { locale });
  await page.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.watchMarks();
  return {
    page,
    /** No network for the page and for the service workers of this phone, now and when they restart. */
    async goOffline() {
      const conditions = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
      const offline = async (id) => {
        const worker = await attach(client, id);
        await worker.send('Network.enable');
        await worker.send('Network.emulateNetworkConditions', conditions);
      };
      client.on('Target.targetCreated', ({ targetInfo }) => {
        if (targetInfo.type === 'service_worker' && targetInfo.browserContextId === browserContextId) void offline(targetInfo.targetId).catch(() => undefined);
      });
      await client.Target.setDiscoverTargets({ discover: true });
      const { targetInfos } = await client.Target.getTargets();
      for (const t of targetInfos) if (t.type === 'service_worker' && t.browserContextId === browserContextId) await offline(t.targetId);
      await page.send('Network.enable');
      await page.send('Network.emulateNetworkConditions', conditions);
    },
    close: () => client.Target.disposeBrowserContext({ browserContextId }).catch(() => undefined),
  };
}

/** One flat DevTools session on a target: send, events of this session only, evaluation, marks. */
async function attach(client, targetId) {
  const { sessionId } = await client.Target.attachToTarget({ targetId, flatten: true });
  const send = (method, params = {}) => client.send(method, params, sessionId);
  const on = (event, handler) => client.on(`${event}.${sessionId}`, handler);
  let seen = new Map();
  const waiting = new Set();
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  return {
    targetId,
    send,
    on,
    evaluate,
    /** Polls an expression of the page (setup only, never while a load is measured) until it is truthy. */
    async waitFor(expression, timeoutMs = 90_000, pollMs = 100) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        try {
          if (await evaluate(expression)) return;
        } catch {
          // a document between two navigations: ask again
        }
        if (Date.now() > until) throw new Error(`Not true within ${timeoutMs} ms: ${expression}`);
        await sleep(pollMs);
      }
    },
    async watchMarks() {
      on('Runtime.bindingCalled', (e) => {
        if (e.name !== '__benchMark') return;
        const { name, at } = JSON.parse(e.payload);
        seen.set(name, at);
        for (const w of [...waiting])
          if (w.name === name) {
            waiting.delete(w);
            w.resolve(at);
          }
      });
      await send('Runtime.enable');
      // Scripts for new documents run only for a session that enabled the Page domain.
      await send('Page.enable');
      await send('Runtime.addBinding', { name: '__benchMark' });
      await send('Page.addScriptToEvaluateOnNewDocument', { source: MARK_OBSERVER });
    },
    /** Forget the marks of the page before a reload. */
    resetMarks: () => {
      seen = new Map();
    },
    /** Time of the mark from the page's navigation (its time origin). */
    mark: (name, timeoutMs = 90_000) =>
      seen.has(name)
        ? Promise.resolve(seen.get(name))
        : new Promise((resolve, reject) => {
            const w = { name, resolve };
            waiting.add(w);
            setTimeout(() => {
              if (waiting.delete(w)) reject(new Error(`No '${name}' mark within ${timeoutMs} ms`));
            }, timeoutMs);
          }),
  };
}
