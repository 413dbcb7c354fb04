import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';
import { server } from '#app/test/server';
import {
  type AnswerPromise,
  afterSalesResponseSchema,
  requestPhotoResponseSchema,
} from '#common/schemas/after-sales';

// What the after-sales form tests share: the API's answers in the contract's shapes
// (common/schemas/after-sales.ts), a photo to choose, and the result dialog.

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
