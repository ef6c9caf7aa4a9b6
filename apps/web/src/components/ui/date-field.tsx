import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { formatDisplayDate, parseApiDate, parseDisplayDate, toApiDate } from '@payee/contract';
import { FIELD_CONTENT } from '@payee/content/fields';
import { Field } from './field';
import type { FieldBaseProps, TextValueFieldProps } from './field-types';
import 'react-day-picker/style.css';
import './button.css';
import './date-field.css';

/**
 * A single date for Controller, shown m/d/Y. `value` is yyyy-MM-dd, or empty. `onChange` gets yyyy-MM-dd for a real date (even out of range: the
 * form's schema reports that), '' when emptied, otherwise the text as typed so validation can say what is
 * wrong without clearing it.
 */
export interface DateFieldProps extends Omit<TextValueFieldProps, 'hint'> {
  /** Defaults to "For example, 03/27/1960". */
  hint?: FieldBaseProps['hint'];
  /** Earliest day the calendar offers. */
  min?: Date;
  /** Latest day the calendar offers (a birth date: today). */
  max?: Date;
  /** "bday" for the user's own birth date. */
  autoComplete?: string;
}

const textFor = (value: string | null | undefined) => (value ? formatDisplayDate(value) : '');

/** Room kept between the open calendar and the screen's edges, in px (the stylesheet's --space-2). */
const SCREEN_MARGIN = 8;

/**
 * Moves the open calendar sideways so all of it is on screen. It opens under its field, and on a phone it
 * is wider than the field: left where it is, its last column (Saturday) would be cut off at the edge.
 */
function keepOnScreen(popover: HTMLElement): void {
  popover.style.removeProperty('translate');
  const { left, right } = popover.getBoundingClientRect();
  const screenRight = (document.documentElement.clientWidth || window.innerWidth) - SCREEN_MARGIN;
  let shift = right > screenRight ? screenRight - right : 0;
  if (left + shift < SCREEN_MARGIN) shift = SCREEN_MARGIN - left;
  if (shift !== 0) popover.style.setProperty('translate', `${Math.round(shift)}px 0`);
}

/** Date typed as MM/DD/YYYY or picked from a calendar (react-day-picker) in a popover. */
export function DateField({
  id,
  label,
  hint = FIELD_CONTENT.dateHint,
  error,
  isOptional,
  className,
  value,
  onChange,
  onBlur,
  name,
  ref,
  min,
  max,
  isDisabled,
  isRequired,
  autoComplete = 'off',
}: DateFieldProps) {
  const [text, setText] = useState(() => textFor(value));
  const [lastValue, setLastValue] = useState(value);
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  // A new value from outside (form reset, loaded data) replaces the text; our own echoes do not.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text && parseApiDate(value)?.getTime() !== parseDisplayDate(text)?.getTime()) setText(textFor(value));
  }

  const emit = (next: string) => {
    setLastValue(next);
    onChange(next);
  };

  const handleTyping = (typed: string) => {
    setText(typed);
    const date = parseDisplayDate(typed);
    emit(typed.trim() === '' ? '' : date ? toApiDate(date) : typed);
  };

  const close = (shouldReturnFocus: boolean) => {
    setIsOpen(false);
    if (shouldReturnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Inside a Modal, Escape closes the calendar only, not the dialog too.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen]);

  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!isOpen || !popover) return;
    const place = () => keepOnScreen(popover);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [isOpen]);

  const selected = parseApiDate(value) ?? undefined;
  const disabledDays: Matcher[] = [];
  if (min) disabledDays.push({ before: min });
  if (max) disabledDays.push({ after: max });

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      isOptional={isOptional}
      className={['date-field', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          <div className="date-field__row">
            <input
              {...control}
              ref={ref}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder="MM/DD/YYYY"
              className="field__input"
              value={text}
              disabled={isDisabled}
              required={isRequired}
              onBlur={onBlur}
              onChange={(event) => handleTyping(event.target.value)}
            />
            <button
              ref={buttonRef}
              type="button"
              className="button button--secondary"
              aria-expanded={isOpen}
              aria-controls={isOpen ? `${control.id}-calendar` : undefined}
              disabled={isDisabled}
              onClick={() => setIsOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                focusable="false"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <rect x="3" y="5" width="18" height="16" rx="2" />
                <path d="M3 10h18M8 3v4M16 3v4" />
              </svg>
              <span className="visually-hidden">Choose {typeof label === 'string' ? label : 'date'} from calendar</span>
            </button>
          </div>
          {isOpen && (
            <div
              ref={popoverRef}
              id={`${control.id}-calendar`}
              className="date-field__popover"
              role="dialog"
              aria-label={`Choose ${typeof label === 'string' ? label : 'a date'}`}
            >
              <DayPicker
                mode="single"
                // The calendar opened on request: its day grid should take focus (react-day-picker's own roving focus).
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                captionLayout="dropdown"
                // The month and year between ‹ and ›, each arrow with its own room: in the default layout the
                // arrows sit over the caption's right end, and on a phone the year ran into "‹".
                navLayout="around"
                selected={selected}
                defaultMonth={selected ?? max ?? undefined}
                startMonth={min ?? new Date(1900, 0)}
                endMonth={max ?? new Date(new Date().getFullYear() + 10, 11)}
                disabled={disabledDays}
                onSelect={(date) => {
                  if (!date) return;
                  setText(textFor(toApiDate(date)));
                  emit(toApiDate(date));
                  close(true);
                }}
              />
              <button type="button" className="button button--link date-field__close" onClick={() => close(true)}>
                Close calendar
              </button>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
