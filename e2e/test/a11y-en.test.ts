import { describe, expect, it } from 'vitest';
import { axeViolations, openForAudit, routeNames, useSite } from './support';

const site = useSite();

describe.each(['desktop', 'mobile'] as const)('axe, WCAG 2.2 A/AA, en (%s)', (viewport) => {
  it.each(routeNames)('%s has no violations', async (name) => {
    const page = await openForAudit(site, name, 'en', viewport);
    const violations = await axeViolations(page);
    expect(violations, `axe on ${page.url()} (en, ${viewport}):\n${violations.join('\n')}`).toEqual([]);
  });
});
