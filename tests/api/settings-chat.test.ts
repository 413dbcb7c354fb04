import { describe, expect, it } from 'vitest';
import { SETTING_MESSAGES } from '#common/schemas/settings';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// Settings → Social Media's chat accounts (docs/product.md §20): a Messenger page name and the Viber
// and WhatsApp numbers, in international form or as a Philippine mobile written the way the public
// forms accept it (stored in international form). Anything else is refused with 422 naming the
// field, so no value can change the address a chat button opens.

const ctx = setupApi();
const put = async (values: Record<string, unknown>) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/admin/settings',
    token: (await createAdmin(ctx.db)).token,
    payload: { settings: values },
  });
const publicValues = async () => (await call(ctx.app, { url: '/api/public/settings' })).json().data;

describe('the chat accounts', () => {
  it('are in the Social Media tab with their labels, empty by default', async () => {
    const { token } = await createAdmin(ctx.db);
    const { data } = (await call(ctx.app, { url: '/api/admin/settings', token })).json();
    expect(data.social.messenger_page).toMatchObject({
      value: '',
      type: 'text',
      label: 'Messenger page name',
    });
    expect(data.social.viber_number).toMatchObject({ value: '', type: 'text', label: 'Viber number' });
    expect(data.social.whatsapp_number).toMatchObject({ value: '', type: 'text', label: 'WhatsApp number' });
    expect(await publicValues()).toMatchObject({ messenger_page: '', viber_number: '', whatsapp_number: '' });
  });

  it('saves a page name and numbers in international form, trimmed, and shows them publicly', async () => {
    const res = await put({
      messenger_page: ' ironsite.ph ',
      viber_number: '+639171234567',
      whatsapp_number: 639171234567,
    });
    expect(res.statusCode).toBe(200);
    expect(await publicValues()).toMatchObject({
      messenger_page: 'ironsite.ph',
      viber_number: '+639171234567',
      whatsapp_number: '639171234567',
    });
    // Emptying one takes its button away.
    expect((await put({ viber_number: '', whatsapp_number: null })).statusCode).toBe(200);
    expect(await publicValues()).toMatchObject({ viber_number: '', whatsapp_number: '' });
  });

  it.each([
    ['0917 123 4567', '+639171234567'],
    ['09171234567', '+639171234567'],
    ['+63-917-123-4567', '+639171234567'],
    ['(0917) 123-4567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
  ])('saves the mobile %j as the public forms take it, in international form %j', async (typed, stored) => {
    expect((await put({ viber_number: typed, whatsapp_number: typed })).statusCode).toBe(200);
    expect(await publicValues()).toMatchObject({ viber_number: stored, whatsapp_number: stored });
  });

  const page = SETTING_MESSAGES.messengerPage;
  const number = SETTING_MESSAGES.internationalNumber;
  const refusals = (key: string, message: string, values: string[]) =>
    values.map((value): [string, string, string] => [key, value, message]);
  it.each([
    ...refusals('messenger_page', page, [
      'https://m.me/ironsite',
      'ironsite/../other',
      'iron site',
      'ironsite?ref=x',
      '<script>alert(1)</script>',
      'ironsite\r\nSet-Cookie: a=b',
      'ñandú',
      'a'.repeat(51),
    ]),
    ...refusals('viber_number', number, [
      '0917 123 456',
      '02 8123 4567',
      '0917 123 4567 ext 2',
      '0917\r\n123 4567',
      '<b>0917 123 4567</b>',
      '+63917123456789012',
      '+639171234567&draft=x',
      '<b>639171234567</b>',
      `0917 ${'1'.repeat(60)}`,
    ]),
    ...refusals('whatsapp_number', number, ['63917\r\n1234567', 'javascript:alert(1)']),
    ['whatsapp_number', 'x'.repeat(6000), SETTING_MESSAGES.text],
  ])('refuses %s %j with 422 naming the field, and saves nothing', async (key, value, message) => {
    const res = await put({ [key]: value, site_name: 'Not saved' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`settings.${key}`]: [message] });
    expect((await publicValues()).site_name).toBe('Ironsite Equipment');
  });

  it('keeps a number pasted with a line break after it, as every text setting is trimmed', async () => {
    expect((await put({ whatsapp_number: '639171234567\r\n' })).statusCode).toBe(200);
    expect((await publicValues()).whatsapp_number).toBe('639171234567');
  });

  it('refuses a value of the wrong type', async () => {
    const object = await put({ viber_number: { number: '+639171234567' } });
    expect(object.statusCode).toBe(422);
    expect(Object.keys(object.json().errors)).toEqual(['settings.viber_number']);
    const boolean = await put({ whatsapp_number: true });
    expect(boolean.statusCode).toBe(422);
    expect(boolean.json().errors).toEqual({ 'settings.whatsapp_number': [SETTING_MESSAGES.text] });
  });
});
