import { expect, test as base } from '@playwright/test';
import { MISSING_MESSAGE } from '../../../web/src/i18n/missingMessage';

/**
 * Playwright's `test`, with every page of the test's browser context watched for a text shown
 * without its message: each page ships only its client components' messages
 * (scripts/client-messages.ts), and a gap there would show an id instead of words.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const missing: string[] = [];
    context.on('console', (message) => {
      if (message.text().startsWith(MISSING_MESSAGE)) missing.push(`${message.page()?.url()}: ${message.text()}`);
    });
    await use(context);
    expect(missing, 'messages missing from their page').toEqual([]);
  },
});

export { expect };
