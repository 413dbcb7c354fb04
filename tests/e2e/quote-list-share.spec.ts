import { expect, journey, test } from './fixtures';
import { publicMachines, quantity, row, seedList } from './support/quote-list';
import { DESKTOP, PHONE } from './support/viewports';

// Share list (docs/product.md §19.1): a link of machines and quantities, never the notes, that
// another browser loads; a link holding anything else is read for what it holds.

test.use({ viewport: DESKTOP });

journey(2)(
  'a shared link carries machines and quantities into another browser; a hostile one is read for what it holds, with a note on the rest',
  async ({ page, browser, request }) => {
    await test.step('a shared link carries machines and quantities into another browser', async () => {
      const [a, b] = await publicMachines(request, 2);
      await seedList(page, [
        { variant_id: a!.id, quantity: 2, note: 'private note' },
        { variant_id: b!.id, quantity: 1 },
      ]);
      await expect(row(page, b!.name)).toBeVisible();
      await page.getByRole('button', { name: 'Share list' }).click();
      const link = page.getByLabel('Link to this quote list');
      await expect(link).toHaveValue(new RegExp(`/quote\\?items=${a!.id}x2,${b!.id}x1$`));
      const href = await link.inputValue();
      expect(href).not.toContain('private');

      const fresh = await browser.newContext({ viewport: PHONE });
      const visitor = await fresh.newPage();
      await visitor.goto(href);
      const offer = visitor.getByRole('region', { name: 'Shared quote list' });
      await expect(offer).toContainText('This link holds 2 machines.');
      await expect(async () => {
        if (await offer.isVisible())
          await offer.getByRole('button', { name: 'Load this shared list' }).click();
        await expect(offer).toBeHidden({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(visitor).toHaveURL(/\/quote$/);
      await expect(quantity(visitor, a!.name)).toHaveValue('2');
      await expect(quantity(visitor, b!.name)).toHaveValue('1');
      await expect(visitor.getByLabel(`Note for ${a!.name}`)).toHaveValue('');
      await fresh.close();
    });
    await test.step('a hostile shared link is read for what it holds, with a note on the rest', async () => {
      const [a, b] = await publicMachines(request, 2);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await seedList(page, [{ variant_id: b!.id, quantity: 5, note: 'mine' }]);
      await page.goto(
        `/quote?items=${encodeURIComponent(`<script>alert(1)</script>,${a!.id}x3,0x1,${b!.id}x2,\r\n`)}`,
      );
      const offer = page.getByRole('region', { name: 'Shared quote list' });
      await expect(offer).toContainText('This link holds 2 machines.');
      await expect(offer).toContainText('2 entries of the link could not be read and were left out.');
      await expect(offer).toContainText('Loading it replaces the 1 machine in your list; adding keeps them.');
      await expect(async () => {
        if (await offer.isVisible()) await offer.getByRole('button', { name: 'Add to my list' }).click();
        await expect(offer).toBeHidden({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(quantity(page, a!.name)).toHaveValue('3');
      await expect(quantity(page, b!.name)).toHaveValue('2');
      await expect(page.getByLabel(`Note for ${b!.name}`)).toHaveValue('mine');
      expect(dialogs).toEqual([]);

      await page.goto('/quote?items=abc,,-1');
      await expect(page.getByRole('region', { name: 'Shared quote list' })).toContainText(
        'This link holds no machines that could be read.',
      );
      await expect(page.getByRole('button', { name: 'Load this shared list' })).toHaveCount(0);
    });
  },
);
