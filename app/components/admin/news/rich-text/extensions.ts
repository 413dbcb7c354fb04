import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

// What the news editor can write: h2, h3, p, br, strong, em, ul/ol/li, a href and img src/alt —
// all kept by the server's sanitizer (server/services/html-sanitizer.ts), so an article saved here
// comes back into the editor as it was written. Marks and blocks without a toolbar button (code,
// quotes, rules, strike, underline) are left out so keyboard shortcuts cannot add them either.

// Stored links are web, e-mail or site addresses; anything else loses its href in the editor.
const ALLOWED_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export function newsEditorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // An empty paragraph appended after every image or heading would change the stored HTML.
      trailingNode: false,
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        // The sanitizer sets exactly this rel on links with a target, so what is sent is what is stored.
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        isAllowedUri: (url) => ALLOWED_LINK.test(url),
      },
    }),
    Image.configure({ allowBase64: false }),
  ];
}
