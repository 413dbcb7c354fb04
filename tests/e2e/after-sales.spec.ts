import { expect, journey } from './fixtures';
import { TINY_PNG, uniqueName } from './support/catalog';
import { PHONE } from './support/viewports';

// A contractor with a loader down sends a parts request from a phone (docs/product.md §30): the
// machine picked from the catalogue, two lines (one by part number, one by description), a photo
// uploaded as it is chosen, the province, "machine is down", and the answer naming the branch, its
// phone as a link, and by when. Nothing on the page is wider than the phone. The staff's side (the
// quotation from the lines) is admin/parts-quotation.spec.ts.

// The schema's words (common/schemas/after-sales.ts, which Playwright cannot load: it reads the
// PSGC list as JSON).
const M = {
  machine: 'Choose the machine from the catalogue or type its brand and model',
  lineEmpty: 'Enter a part number or a description',
};

journey(3, PHONE)(
  'a contractor on a phone sends a parts request with two lines and a photo',
  async ({ page, request }) => {
    const [machine] = (await (await request.get('/api/public/variants?per_page=1')).json()).data as {
      id: number;
      name: string;
    }[];
    await page.goto('/parts');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Parts' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your Parts Request' });

    // Sent empty: the schema's words under the fields.
    await form.getByRole('button', { name: 'Send Parts Request' }).click();
    const invalid = page.getByRole('alertdialog', { name: 'Validation Error' });
    await expect(invalid).toBeVisible();
    await invalid.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByText(M.machine)).toBeVisible();
    await expect(form.getByText(M.lineEmpty)).toBeVisible();

    // The machine from the catalogue, by the first word of its name.
    await form.getByLabel('Search the catalogue').fill(machine!.name.split(' ')[0]!);
    await form.getByRole('button', { name: 'Find' }).click();
    await form
      .getByRole('list', { name: 'Machines found' })
      .getByRole('button')
      .filter({ hasText: machine!.name })
      .first()
      .click();
    await expect(form.getByText(machine!.name, { exact: true })).toBeVisible();
    await form.getByLabel(/^Serial number/).fill('NL50-00731');

    const parts = form.getByRole('group', { name: 'Parts' });
    await parts.getByLabel(/^Part number/).fill('708-2L-00300');
    await parts.getByLabel(/^Qty/).fill('1');
    await parts.getByRole('button', { name: 'Add a part' }).click();
    await expect(parts.getByLabel(/^Part number, line 2/)).toBeFocused();
    await parts.getByLabel(/^Description, line 2/).fill('Bucket teeth, set');
    await parts.getByLabel(/^Qty, line 2/).fill('12');

    const photos = form.getByRole('group', { name: 'Photos' });
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/contact/photos'));
    await photos
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: TINY_PNG });
    expect((await upload).status()).toBe(201);
    await expect(photos.getByText('Uploaded')).toBeVisible();

    await form.getByLabel(/^Region/).selectOption({ label: 'Region X (Northern Mindanao)' });
    await form.getByLabel(/^Province/).selectOption({ label: 'Bukidnon' });
    await form.getByRole('radio', { name: 'Yes, it is down' }).check();
    const name = uniqueName('Ramon Dela Cruz');
    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/^Email/).fill('ramon@bukidnon-quarry.ph');
    await form.getByLabel(/^Phone/).fill('0917 555 0147');

    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact/parts'));
    await form.getByRole('button', { name: 'Send Parts Request' }).click();
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(201);
    const body = JSON.parse(answer.request().postData() ?? '{}');
    expect(body).toMatchObject({
      machine: { variant_id: machine!.id },
      items: [
        { part_number: '708-2L-00300', quantity: 1 },
        { description: 'Bucket teeth, set', quantity: 12 },
      ],
      machine_down: true,
    });
    expect(body.image_ids).toHaveLength(1);
    const { data } = await answer.json();
    const done = page.getByRole('heading', { name: 'Parts Request Sent' });
    await expect(done).toBeFocused();
    const thanks = page.locator('section', { has: done });
    await expect(thanks).toContainText(data.promise.message);
    await expect(thanks).toContainText(data.reference);
    if (data.promise.branch?.phone)
      await expect(thanks.getByRole('link', { name: `Call ${data.promise.branch.name}` })).toHaveAttribute(
        'href',
        /^tel:[\d+]+$/,
      );
  },
);

journey(2, PHONE)(
  'the service page offers its fields, from the Services page and with the machine from its page',
  async ({ page, request }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Send a service request' }).click();
    await expect(page).toHaveURL(/\/service$/);
    const form = page.getByRole('form', { name: 'Your Service Request' });
    for (const label of [/^Hour meter/, /^What is wrong/, /^First choice/])
      await expect(form.getByLabel(label)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // From a product page the machine comes already picked.
    const [machine] = (await (await request.get('/api/public/variants?per_page=1')).json()).data as {
      id: number;
      name: string;
    }[];
    await page.goto(`/products/${machine!.id}`);
    await page.getByRole('link', { name: 'Book a service' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/service\\?machine=${machine!.id}$`));
    await expect(form.getByText(machine!.name, { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Change machine' })).toBeVisible();
  },
);
