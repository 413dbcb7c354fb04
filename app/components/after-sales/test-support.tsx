import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { renderSite } from '#app/test/render-site';
import { server } from '#app/test/server';
import {
  type AnswerPromise,
  afterSalesResponseSchema,
  requestPhotoResponseSchema,
} from '#common/schemas/after-sales';
import { type RequestKind, RequestPage } from './request-page';
import type { SentRequest } from './use-request-form';

// What the after-sales form tests share: the form in its page's frame, the API's answers in the
// contract's shapes (common/schemas/after-sales.ts), a photo to choose, the place and contact
// fields, and the result dialog.

const PROMISE: AnswerPromise = {
  branch: { id: 2, name: 'Cebu branch', phone: '0917 123 4567' },
  due_at: '2026-12-03T07:00:00.000Z',
  due_text: 'by 3:00 PM today',
  message: 'Our Cebu branch (0917 123 4567) will answer by 3:00 PM today.',
};

/** POST /api/contact/{kind}: 201 with the promise, or `status` with field errors. Keeps the bodies. */
export function serveRequest(kind: 'parts' | 'service', status = 201, errors?: Record<string, string[]>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(`/api/contact/${kind}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      if (status !== 201)
        return HttpResponse.json({ message: 'The given data was invalid.', errors }, { status });
      return HttpResponse.json(
        afterSalesResponseSchema.parse({
          success: true,
          message: 'Sent',
          data: { id: 41, reference: 'PR-000041', promise: PROMISE },
        }),
        { status: 201 },
      );
    }),
  );
  return sent;
}

/** GET /api/public/variants?search=…: the machines whose name holds the words. */
export function serveCatalogue(machines: { id: number; name: string; brand: string }[]) {
  server.use(
    http.get('/api/public/variants', ({ request }) => {
      const words = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const data = machines
        .filter((m) => m.name.toLowerCase().includes(words))
        .map((m) => ({ id: m.id, name: m.name, product: { brand: { name: m.brand } } }));
      return HttpResponse.json({ data, total: data.length });
    }),
  );
}

/** POST /api/contact/photos answers `status` (201: a new id each time). */
export function servePhotos(status = 201, body?: object) {
  let n = 0;
  server.use(
    http.post('/api/contact/photos', () => {
      n += 1;
      return HttpResponse.json(
        body ??
          requestPhotoResponseSchema.parse({
            success: true,
            data: { id: `00000000-0000-4000-8000-00000000000${n}`, bytes: 1024 },
          }),
        { status },
      );
    }),
  );
}

export const photo = (name = 'pump.jpg', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });

export function choosePhotos(form: HTMLElement, ...files: File[]) {
  const input = within(form).getByLabelText('Choose photos') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

/** Reads the result dialog titled `title`, then closes it with OK. */
export async function closeDialog(
  user: { click: (e: Element) => Promise<void> },
  title: string,
  text: string,
) {
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(alert).toHaveTextContent(text);
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/**
 * The request form of page `kind` in the page's frame (request-page.tsx), as its route renders it:
 * `open` renders it and waits for the form, `form` finds it, `send` presses its Send button.
 */
export function requestFormPage(
  kind: RequestKind,
  Form: ComponentType<{ onSent: (sent: SentRequest) => void }>,
) {
  const noun = kind === 'parts' ? 'Parts' : 'Service';
  const name = `Your ${noun} Request`;
  const form = () => screen.getByRole('form', { name });
  async function open() {
    const view = renderSite(<RequestPage kind={kind}>{(onSent) => <Form onSent={onSent} />}</RequestPage>);
    await screen.findByRole('form', { name });
    return view;
  }
  const send = (user: UserEvent) =>
    user.click(within(form()).getByRole('button', { name: `Send ${noun} Request` }));
  return { form, open, send };
}

/** Picks the machine's place (its region, province and, where the form asks, city), whether it is down, and types the person. */
export async function fillPlaceAndPerson(
  form: HTMLElement,
  user: UserEvent,
  place: { region: RegExp; province: string; city?: RegExp; down: boolean },
) {
  const f = within(form);
  await user.selectOptions(f.getByLabelText(/^Region/), await f.findByRole('option', { name: place.region }));
  await user.selectOptions(f.getByLabelText(/^Province/), f.getByRole('option', { name: place.province }));
  if (place.city)
    await user.selectOptions(f.getByLabelText(/^City/), f.getByRole('option', { name: place.city }));
  await user.click(f.getByRole('radio', { name: place.down ? 'Yes, it is down' : 'No, it still runs' }));
  await user.type(f.getByLabelText(/Full Name/), 'Jose Reyes');
  await user.type(f.getByLabelText(/^Email/), 'jose@example.com');
  await user.type(f.getByLabelText(/^Phone/), '09181234567');
}
