// What a visitor's phone gets from the public pages: the bytes on the wire of a first load (every
// request, as sent) and Lighthouse 12's mobile scores (default throttling, median of 3 runs), both
// with Debian's Chromium. `npm run bench` prints them; by hand, against a running server (it seeds
// the pages through scripts/public-pages.ts):
//   node --import tsx scripts/page-metrics.ts http://localhost:3000
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { seedPublicPages, type PublicPages } from './public-pages.ts';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's default mobile screen (a Moto G Power). */
const PHONE = { width: 412, height: 823 };

export interface WireRow {
  page: string;
  requests: number;
  'on the wire': string;
  /** Bytes of the responses' bodies once decoded: what compression saved is the difference. */
  decoded: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Each page's first load in a fresh browser context (empty cache) on a phone-sized screen, until the
 * network is idle: the requests and the bytes Chromium received for them (headers and bodies as
 * sent, compressed when the server compressed; CDP's encodedDataLength).
 */
export async function bytesOnTheWire(base: string, pages: PublicPages): Promise<WireRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const rows: WireRow[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Chromium asks for br, gzip, deflate and zstd by itself; the server picks among them.
      let wire = 0;
      let decoded = 0;
      let requests = 0;
      const sizes = new Map<string, number>();
      cdp.on('Network.dataReceived', (e) => sizes.set(e.requestId, (sizes.get(e.requestId) ?? 0) + e.dataLength));
      cdp.on('Network.loadingFinished', (e) => {
        requests++;
        wire += e.encodedDataLength;
        decoded += sizes.get(e.requestId) ?? 0;
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      rows.push({
        page: `${name} ${path.length > 30 ? `${path.slice(0, 30)}…` : path}`,
        requests,
        'on the wire': kb(wire),
        decoded: kb(decoded),
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export type ScoreRow = { page: string } & Record<(typeof CATEGORIES)[number] | 'LCP', string>;

/** The middle value (of those measured: a run may find no LCP). */
const median = (xs: number[]) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

/** Lighthouse 12's mobile scores of each page: the median of `runs` runs, each in a fresh Chromium. */
export async function lighthouseScores(base: string, pages: PublicPages, runs = 3): Promise<ScoreRow[]> {
  const rows: ScoreRow[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const scores: Record<string, number[]> = { LCP: [] };
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox'],
      });
      try {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
        for (const category of CATEGORIES) {
          (scores[category] ??= []).push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        }
        scores.LCP!.push(result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      } finally {
        chrome.kill();
      }
    }
    rows.push({
      page: name,
      ...(Object.fromEntries(CATEGORIES.map((c) => [c, String(median(scores[c]!))])) as Record<
        (typeof CATEGORIES)[number],
        string
      >),
      LCP: `${(median(scores.LCP!) / 1000).toFixed(2)} s`,
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://localhost:3000';
  const pages = await seedPublicPages(base);
  console.log(pages);
  console.log('\nFirst load of each public page (fresh cache, phone screen):');
  console.table(await bytesOnTheWire(base, pages));
  console.log(`\nLighthouse 12 mobile, median of ${process.env.LH_RUNS ?? 3} runs:`);
  console.table(await lighthouseScores(base, pages, Number(process.env.LH_RUNS ?? 3)));
}
