import { type ReactNode, useId } from 'react';

/** A titled section of a screen; its heading names it for screen readers. */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
