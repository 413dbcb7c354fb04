import type { Synonym } from '#common/schemas/search-synonyms';
import { expect, type Page, test } from '../fixtures';
import { authHeader } from '../support/admin';
import { row, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { expectNoSidewaysScroll } from '../support/layout';

// The search's synonym list beside the parameter dictionary, and the dashboard card of searches
// that found nothing (decision 036).

const SYNONYMS = '/admin/parameters?tab=synonyms';
const form = (page: Page) => page.getByRole('form', { name: /synonym/ });
const term = (page: Page) => page.getByRole('textbox', { name: 'Word buyers type' });
const meaning = (page: Page) => page.getByRole('textbox', { name: 'Means' });

for (const { name: device, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test(`synonyms: add, edit, a refused input, delete (${device})`, async ({ page, asAdmin, admin }) => {
    await page.setViewportSize({ width, height });
    const word = uniqueName('tipper');
    await asAdmin(SYNONYMS);
    const tabs = page.getByRole('navigation', { name: 'Parameter lists' });
    await expect(tabs.getByRole('link', { name: 'Search synonyms' })).toHaveAttribute('aria-current', 'page');
    // The trade's words the migration seeded.
    await expect(row(page, 'payloader')).toContainText('wheel loader');

    // Refused in the browser with the server's own words, nothing sent.
    await term(page).fill('<b>tipper</b>');
    await meaning(page).fill('dump truck');
    await form(page).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('may hold only letters, digits, spaces and hyphens')).toBeVisible();
    await expect(term(page)).toHaveAttribute('aria-invalid', 'true');
    // Refused by the server: this meaning is already there.
    await term(page).fill('payloader');
    await meaning(page).fill('Wheel Loader');
    await form(page).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('This word already has this meaning.')).toBeVisible();

    await term(page).fill(word);
    await meaning(page).fill('dump truck');
    await form(page).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Synonym added.')).toBeVisible();
    await expect(row(page, word)).toContainText('dump truck');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    await row(page, word)
      .getByRole('button', { name: `Edit ${word}` })
      .click();
    await expect(term(page)).toHaveValue(word);
    await meaning(page).fill('articulated dump truck');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Synonym saved.')).toBeVisible();
    await expect(row(page, word)).toContainText('articulated dump truck');
    const saved = (await (
      await page.request.get('/api/admin/search-synonyms', { headers: authHeader(admin) })
    ).json()) as { data: Synonym[] };
    expect(saved.data.filter((s) => s.term === word).map((s) => s.meaning)).toEqual([
      'articulated dump truck',
    ]);

    await row(page, word)
      .getByRole('button', { name: `Delete ${word}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Synonym deleted.')).toBeVisible();
    await expect(row(page, word)).toHaveCount(0);
  });
}
