import { useId, useState } from 'react';
import type { BenefitGroup, KeyBenefitsContent } from '@payee/content';
import './public-theme.css';
import './key-benefits.css';

/** Props of KeyBenefits. */
export interface KeyBenefitsProps {
  content: KeyBenefitsContent;
}

/** The groups with only the first `count` items, in order; groups left empty are dropped. */
function firstItems(groups: BenefitGroup[], count: number): BenefitGroup[] {
  let remaining = count;
  const shown: BenefitGroup[] = [];
  for (const group of groups) {
    if (remaining <= 0) break;
    const items = group.items.slice(0, remaining);
    remaining -= items.length;
    shown.push({ ...group, items });
  }
  return shown;
}

/**
 * Key Benefits: the bills the service pays, in groups. The first
 * `content.initialCount` items (4) show until View More; Show Less folds them again.
 */
export function KeyBenefits({ content }: KeyBenefitsProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const totalItems = content.groups.reduce((sum, group) => sum + group.items.length, 0);
  const hasMore = totalItems > content.initialCount;
  const groups = isExpanded || !hasMore ? content.groups : firstItems(content.groups, content.initialCount);

  return (
    <section className="pp-section pp-benefits" aria-labelledby={headingId}>
      <div className="pp-container">
        <h2 id={headingId} className="pp-section__heading">
          {content.heading}
        </h2>
        <p className="pp-section__lead">{content.lead}</p>

        <div id={listId} className="pp-benefits__groups">
          {groups.map((group) => (
            <div key={group.id} className="pp-benefits__group">
              <h3 className="pp-benefits__group-title">
                <img src={group.icon.src} width={group.icon.width} height={group.icon.height} alt={group.icon.alt} loading="lazy" />
                {group.title}
              </h3>
              <ul className="pp-benefits__items">
                {group.items.map((item) => (
                  <li key={item.title} className="pp-benefits__item">
                    <span className="pp-benefits__item-title">{item.title}</span>
                    <span className="pp-benefits__item-text">{item.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>

        {hasMore && (
          <div className="pp-benefits__more">
            <button
              type="button"
              className="pp-button pp-button--secondary"
              aria-expanded={isExpanded}
              aria-controls={listId}
              onClick={() => setIsExpanded((expanded) => !expanded)}
            >
              {isExpanded ? content.showLessLabel : content.viewMoreLabel}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
