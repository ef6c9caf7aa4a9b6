import { useId, useState } from 'react';
import type { FaqContent } from '@payee/content';
import './public-theme.css';
import './faq-accordion.css';

/** Props of FaqAccordion. */
export interface FaqAccordionProps {
  content: FaqContent;
}

/**
 * The FAQ as an accordion (WAI-ARIA APG pattern): each question is a button inside a heading, with
 * aria-expanded and aria-controls naming its answer region. Several answers may be open at once.
 */
export function FaqAccordion({ content }: FaqAccordionProps) {
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section className="pp-section pp-faq" aria-labelledby={headingId}>
      <div className="pp-container pp-faq__inner">
        <h2 id={headingId} className="pp-section__heading">
          {content.heading}
        </h2>
        <p className="pp-section__lead">{content.lead}</p>

        <div className="pp-faq__list">
          {content.items.map((item, index) => {
            const isOpen = openItems.has(index);
            const questionId = `${baseId}-question-${index}`;
            const answerId = `${baseId}-answer-${index}`;
            return (
              <div key={item.question} className="pp-faq__item">
                <h3 className="pp-faq__question">
                  <button
                    type="button"
                    id={questionId}
                    className="pp-faq__button"
                    aria-expanded={isOpen}
                    aria-controls={answerId}
                    onClick={() => toggle(index)}
                  >
                    <span>{item.question}</span>
                    <span className="pp-faq__icon" aria-hidden="true" />
                  </button>
                </h3>
                <div id={answerId} role="region" aria-labelledby={questionId} className="pp-faq__answer" hidden={!isOpen}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
