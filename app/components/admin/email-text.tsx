import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at its seams when the column is too narrow: after the "@" and
 * before each dot (so no line starts with "@" or ends with a dot that reads as a full stop), and
 * after hyphens as any text does. Breaking anywhere instead cuts names mid-character. Give the
 * element `break-words` so a seamless part too long for its line still cannot overflow.
 */
export function EmailText({ email }: { email: string }) {
  let offset = 0;
  const parts = email.split(/(?<=@)|(?=\.)/).map((part) => {
    const at = offset;
    offset += part.length;
    return (
      <Fragment key={at}>
        {at > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    );
  });
  return <>{parts}</>;
}
