// A row's picture in a list (a shop's logo, a news item's image) at 32 px, from its stored media path as the
// websites read it. Without a picture, or when it does not load, the first letter of the name stands in.
import { absoluteMediaUrl } from '@center-platform/core/shared';
import { useState } from 'react';
import { useSession } from '../session';

export function Thumbnail({ value, name }: { value: unknown; name: string }) {
  const { me } = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const src = typeof value === 'string' ? absoluteMediaUrl(value, me.mediaBaseUrl) : null;
  if (!src || failed === src) {
    // drawn by CSS from data-letter, so the letter is no part of the row's text
    return (
      <span
        className="thumb thumb-letter"
        aria-hidden="true"
        data-letter={name.trim().charAt(0).toLocaleUpperCase('de') || '·'}
      />
    );
  }
  return (
    <img
      className="thumb"
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
