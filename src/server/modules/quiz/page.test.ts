import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../platform/static-site.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { fakeWebRoot, inlinedData, NAVIGATION } from '../../test/web-root.ts';
import { quizPageHead } from './page.ts';

let t: TestApp;
let company: TestClient & { companyId: string };
let site: ReturnType<typeof staticSite>;

beforeAll(async () => {
  t = await startTestApp();
  company = await t.newCompany('Walnut Quiz Floors');
  await company.request('PATCH', '/api/v1/company', { body: { slug: 'walnut-quiz' } });
  site = staticSite(fakeWebRoot(), [quizPageHead(t.appDb)]);
});
afterAll(() => t.close());

describe("the company's quiz page", () => {
  it('is sent with the company inlined (what the API answers) and described with its name', async () => {
    const api = await json(await t.app.request('/api/v1/public/quiz/walnut-quiz'));
    const res = await site.request('/quiz/walnut-quiz', { headers: { ...NAVIGATION, 'Accept-Language': 'pt-BR' } });
    const html = await res.text();
    expect(html).toContain('<title>Orçamento grátis · Walnut Quiz Floors</title>');
    expect(html).toContain('<meta property="og:title" content="Orçamento grátis · Walnut Quiz Floors">');
    expect(inlinedData(html)).toEqual({ api: '/api/v1/public/quiz/walnut-quiz', value: api });

    // The other addresses of the same quiz: by ?company=, slug or id.
    for (const path of [`/quiz?company=${company.companyId}`, '/service-quiz?company=walnut-quiz']) {
      const data = inlinedData(await (await site.request(path, { headers: NAVIGATION })).text());
      expect(data?.value, path).toEqual(api);
    }
  });

  it('an unknown company, or none, gets the generic title and no data: the page shows its message as before', async () => {
    for (const path of ['/quiz/no-such-company', '/quiz', '/service-quiz?company=', '/quiz/%E0%A4%A']) {
      const res = await site.request(path, { headers: NAVIGATION });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(inlinedData(html), path).toBeNull();
      expect(html, path).toContain('<title>Free estimate · Floor Pro</title>');
    }
  });
});
