import type { ReactNode } from 'react';
import { track } from '../lib/analytics';

/** Accordion item on native `<details>`: keyboard and screen-reader support for free; toggles are tracked. */
export function AccordionItem({
  id,
  summary,
  children,
  headingLevel = 3,
}: {
  id: string;
  summary: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <details className="accordion__item" id={id} onToggle={() => track('faq_toggle', id)}>
      <summary className="accordion__summary">
        <H className="accordion__heading">{summary}</H>
      </summary>
      <div className="accordion__content">{children}</div>
    </details>
  );
}

export function Accordion({ children }: { children: ReactNode }) {
  return <div className="accordion">{children}</div>;
}
