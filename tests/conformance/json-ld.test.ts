// Every JSON-LD block on every public page, held to Google's rich-result rules for its type
// (tests/conformance/json-ld.ts): no required property missing, no recommended one missing that the site
// does not knowingly leave out, each breadcrumb list shown on its page; the rest are listed.
import { expect, it } from 'vitest';
import { type Finding, KNOWINGLY_LEFT_OUT, checkPage, fails, findingLine, jsonLdTypes } from './json-ld.ts';
import { baseUrl, fetchHtml, sitePages } from './site.ts';

/** The types a page must carry, by the start of its address: a page that lost its block fails too. */
const EXPECTED_TYPES: Array<[RegExp, string[]]> = [
  [/^\/(\?|$)/, ['LocalBusiness']],
  [/^\/product-detail\?id=(?!999999)/, ['Product', 'BreadcrumbList']],
  [/^\/products\?category=latex$/, ['BreadcrumbList']],
  [/^\/category\/latex$/, ['BreadcrumbList']],
];

it('every JSON-LD block has the properties Google’s rich results require', async () => {
  // The origin the blocks' addresses start with: the server's configured one, as robots.txt names it.
  const origin = /Sitemap: (https?:\/\/[^/\s]+)/.exec(await (await fetch(`${baseUrl}/robots.txt`)).text())?.[1] ?? '';
  const findings: Finding[] = [];
  const missingTypes: string[] = [];
  for (const page of (await sitePages()).filter((p) => !p.cookie)) {
    const html = await fetchHtml(page);
    findings.push(...checkPage(page.route, html, origin));
    const types = jsonLdTypes(html);
    for (const [pattern, expected] of EXPECTED_TYPES)
      if (pattern.test(page.route)) for (const t of expected) if (!types.includes(t)) missingTypes.push(`${page.route}: no ${t} block`);
  }
  const listed = [...new Set(findings.filter((f) => !fails(f)).map((f) => `${f.level} ${f.path}: ${f.message.replace(/ \(JSON-LD block \d+\)$/, '')}`))];
  if (listed.length) console.log(`JSON-LD left out (${[...KNOWINGLY_LEFT_OUT].join(', ')} by choice):\n  ${listed.join('\n  ')}`);
  expect([...missingTypes, ...findings.filter(fails).map(findingLine)]).toEqual([]);
});
