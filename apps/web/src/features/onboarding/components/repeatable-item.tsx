import { useId, type ReactNode } from 'react';

/** One item of a repeatable list (an identifier, a contact, a bill). */
export interface RepeatableItemProps {
  /** What the item holds, with its number: "Contact 2: Dr. Patel" (heading, legend and the Remove button's name). */
  heading: string;
  isOpen: boolean;
  onToggle: () => void;
  onRemove: () => void;
  removeLabel: string;
  /** Heading level of the item within the step (the step's h1, then the list's h2). */
  headingLevel?: 3;
  children: ReactNode;
}

/**
 * An accordion item of a repeatable list (the "Add another" pattern of the MOJ design
 * system): a heading whose button opens and closes it (`aria-expanded`), then a fieldset whose legend names
 * it and its number, so a screen reader user always knows which item a field belongs to. A closed item keeps
 * its fields on the page (`hidden`), so what was typed in it stays and is still sent.
 */
export function RepeatableItem({ heading, isOpen, onToggle, onRemove, removeLabel, children }: RepeatableItemProps) {
  const panelId = useId();
  return (
    <section className="onboarding-item">
      <h3 className="onboarding-item__heading">
        <button type="button" className="onboarding-item__toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
          <span className="onboarding-item__icon" aria-hidden="true">
            {isOpen ? '−' : '+'}
          </span>
          <span>{heading}</span>
        </button>
      </h3>
      <div id={panelId} className="onboarding-item__panel" hidden={!isOpen}>
        <fieldset className="onboarding-item__fieldset">
          <legend className="visually-hidden">{heading}</legend>
          {children}
        </fieldset>
        <button type="button" className="button button--secondary onboarding-item__remove" onClick={onRemove}>
          {removeLabel} <span className="visually-hidden">{heading}</span>
        </button>
      </div>
    </section>
  );
}

/** The open/closed state of a list's items (useRepeatableList). */
interface RepeatableListState {
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
  removed: () => void;
}

/** The props of a repeatable list's items: each field-array item with its heading, fields and removal. */
export interface RepeatableItemsProps {
  /** The field array's items (`keyName: 'key'`). */
  items: readonly { key: string }[];
  list: RepeatableListState;
  headingOf: (index: number) => string;
  removeLabel: string;
  /** Removes the item at this index from the form (the list then moves focus to its heading). */
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}

/** Every item of a repeatable list (identifiers, contacts, bills), each a RepeatableItem. */
export function RepeatableItems({ items, list, headingOf, removeLabel, onRemove, children }: RepeatableItemsProps) {
  return items.map((item, index) => (
    <RepeatableItem
      key={item.key}
      heading={headingOf(index)}
      isOpen={list.isOpen(item.key)}
      onToggle={() => list.toggle(item.key)}
      removeLabel={removeLabel}
      onRemove={() => {
        onRemove(index);
        list.removed();
      }}
    >
      {children(index)}
    </RepeatableItem>
  ));
}
