// Chat with the machine attached (docs/product.md §20): the address each chat app opens with a
// message that names the machines and their pages. One pure function for the product page now and
// the comparison and quote list later, so every page writes the same message in the same way.
// Pages build the links in their loaders, so none of this reaches the browser's first load.

export const CHAT_CHANNELS = ['messenger', 'viber', 'whatsapp'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const CHAT_CHANNEL_NAMES: Record<ChatChannel, string> = {
  messenger: 'Messenger',
  viber: 'Viber',
  whatsapp: 'WhatsApp',
};

/**
 * The name after m.me/ of a Facebook page: letters, digits and dots (Facebook's own rule for page
 * user names), never a slash, a query or a space that could change the address it is put into.
 */
export const MESSENGER_PAGE_PATTERN = /^[A-Za-z0-9.]{1,50}$/;
/** A number in international form (E.164: a country code, at most 15 digits), digits only after an optional +. */
export const INTERNATIONAL_NUMBER_PATTERN = /^\+?[1-9]\d{6,14}$/;

/** The settings (Settings → Social Media) that hold each channel's account. */
export const CHAT_SETTING_KEYS: Record<ChatChannel, string> = {
  messenger: 'messenger_page',
  viber: 'viber_number',
  whatsapp: 'whatsapp_number',
};

/** Settings → Social Media, by channel; an empty or malformed value offers no button. */
export type ChatAccounts = Partial<Record<ChatChannel, string>>;

/** The accounts out of the public settings (GET /api/public/settings, flat by key). */
export const chatAccountsOf = (settings: Record<string, unknown>): ChatAccounts =>
  Object.fromEntries(
    CHAT_CHANNELS.map((c) => {
      const value = settings[CHAT_SETTING_KEYS[c]];
      return [c, typeof value === 'string' ? value : ''];
    }),
  );

export interface ChatMachine {
  id: number;
  name: string;
  /** The absolute address of the machine's page, so the staff can open it from the chat. */
  url: string;
}

export interface ChatLink {
  channel: ChatChannel;
  /** The app's name, the button's text: "Viber". */
  name: string;
  href: string;
  /** The accessible name: "Chat on Viber about BPG-100 Silent Generator". */
  label: string;
}

/** One line: control characters (CR, LF, tab …) become spaces, runs of spaces one. */
const oneLine = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** encodeURIComponent plus the five characters it leaves alone (RFC 3986), so no quote stays raw. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The prefilled message: the machines by name, each with its page. */
export function chatMessage(machines: readonly ChatMachine[]): string {
  const line = (m: ChatMachine) => `${oneLine(m.name)}: ${oneLine(m.url)}`;
  if (machines.length === 1) return `Hello, I would like to ask about the ${line(machines[0])}`;
  return ['Hello, I would like to ask about these machines:', ...machines.map(line)].join('\n');
}

/** What the page tells Messenger (m.me's ref): the variant ids, e.g. `variant-12`, `variants-12-40`. */
export const messengerRef = (machines: readonly ChatMachine[]) =>
  `${machines.length === 1 ? 'variant' : 'variants'}-${machines.map((m) => m.id).join('-')}`;

/** "Chat on Viber about BPG-100 Silent Generator", or "… about 3 machines". */
export function chatLabel(channel: ChatChannel, machines: readonly ChatMachine[]): string {
  const about = machines.length === 1 ? oneLine(machines[0].name) : `${machines.length} machines`;
  return `Chat on ${CHAT_CHANNEL_NAMES[channel]} about ${about}`;
}

/** The app's address for the account, with the machines' message when there are machines. */
function href(channel: ChatChannel, account: string, machines: readonly ChatMachine[]): string | null {
  const value = account.trim();
  const about = machines.length > 0;
  if (channel === 'messenger') {
    if (!MESSENGER_PAGE_PATTERN.test(value)) return null;
    return `https://m.me/${value}${about ? `?ref=${encode(messengerRef(machines))}` : ''}`;
  }
  if (!INTERNATIONAL_NUMBER_PATTERN.test(value)) return null;
  const digits = value.replace(/^\+/, '');
  const message = about ? encode(chatMessage(machines)) : '';
  // Viber wants the + of the international form (encoded); wa.me wants the digits alone.
  return channel === 'viber'
    ? `viber://chat?number=${encode(`+${digits}`)}${about ? `&draft=${message}` : ''}`
    : `https://wa.me/${digits}${about ? `?text=${message}` : ''}`;
}

/**
 * The chat links for the configured channels, in CHAT_CHANNELS order; none without machines. A value
 * the settings would refuse (stored before the rule, or by hand) offers no link rather than a wrong one.
 */
export function chatLinks(accounts: ChatAccounts, machines: readonly ChatMachine[]): ChatLink[] {
  if (machines.length === 0) return [];
  return CHAT_CHANNELS.flatMap((channel) => {
    const link = href(channel, accounts[channel] ?? '', machines);
    return link
      ? [{ channel, name: CHAT_CHANNEL_NAMES[channel], href: link, label: chatLabel(channel, machines) }]
      : [];
  });
}

/**
 * The same channels with no machine named (the contact page's bar): the app opens on a blank
 * message to us. Labelled "Chat with us on Viber".
 */
export function plainChatLinks(accounts: ChatAccounts): ChatLink[] {
  return CHAT_CHANNELS.flatMap((channel) => {
    const link = href(channel, accounts[channel] ?? '', []);
    const name = CHAT_CHANNEL_NAMES[channel];
    return link ? [{ channel, name, href: link, label: `Chat with us on ${name}` }] : [];
  });
}
