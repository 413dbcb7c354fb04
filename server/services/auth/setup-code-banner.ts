// The first admin's setup code (decision 015) is one log line among the build's and the server's
// start output; a newcomer running `npm start` for the first time must not have to hunt for it.
// main.ts prints this frame last, once the server listens; the log line stays for log readers.

export type SetupNotice = { chosen: true } | { chosen: false; code: string };

/** The framed, plain-words notice: where to go and what to type. */
export function setupCodeBanner(notice: SetupNotice, siteUrl: string): string {
  const register = `${siteUrl.replace(/\/+$/, '')}/register`;
  const lines = [
    'No admin account yet. To create the first one, open',
    `  ${register}`,
    notice.chosen ? 'and enter the setup code you set in SETUP_CODE.' : 'and enter this one-time setup code:',
    ...(notice.chosen ? [] : ['', `  ${notice.code}`, '']),
    'It works until the first admin account exists.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${rule}┘`, ''].join('\n');
}
