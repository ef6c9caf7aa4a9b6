import { useEffect, useRef, useState } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';

/** A field array's items as useFieldArray gives them (`keyName: 'key'`): each with its stable key. */
interface KeyedItem {
  key: string;
}

/** Where focus goes once the item it goes to is shown; `request` tells one request from the next. */
interface FocusRequest {
  id: string;
  request: number;
}

const keysOf = (signature: string) => (signature ? signature.split(',') : []);

/**
 * Which items of a repeatable list are open: the first item opens first; an added item
 * opens and its first field takes focus; after a removal the rest are renumbered, an open item stays open
 * where it moved (its key is kept), and focus goes to the list's heading (MOJ "Add another"). Items with an
 * error open, so the error summary's links and the server's errors always reach a visible field.
 */
export function useRepeatableList(
  items: readonly KeyedItem[],
  { listName, headingId, firstFieldId }: { listName: string; headingId: string; firstFieldId: (index: number) => string },
) {
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(items[0] ? [items[0].key] : []));
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const { errors } = useFormState<FieldValues>({ name: listName });
  const listErrors: unknown = errors[listName];

  // Adjusted while rendering when the items or their errors change (React's "previous render" pattern).
  const itemKeys = items.map((item) => item.key).join(',');
  const [knownKeys, setKnownKeys] = useState(itemKeys);
  if (itemKeys !== knownKeys) {
    setKnownKeys(itemKeys);
    const before = new Set(keysOf(knownKeys));
    const keys = keysOf(itemKeys);
    const added = keys.findIndex((key) => !before.has(key));
    // An item that was not there before was just added: it opens and its first field takes focus.
    if (added !== -1 && keys.length > before.size) {
      setOpenKeys((open) => new Set([...open, keys[added]!]));
      setFocus((previous) => ({ id: firstFieldId(added), request: (previous?.request ?? 0) + 1 }));
    }
  }

  const erroredSignature = Array.isArray(listErrors)
    ? items
        .filter((_item, index) => listErrors[index] !== undefined)
        .map((item) => item.key)
        .join(',')
    : '';
  const [knownErrored, setKnownErrored] = useState('');
  if (erroredSignature !== knownErrored) {
    setKnownErrored(erroredSignature);
    const keys = keysOf(erroredSignature);
    if (keys.some((key) => !openKeys.has(key))) setOpenKeys((open) => new Set([...open, ...keys]));
  }

  // Focus moves once the element it goes to is shown.
  const doneRequest = useRef(0);
  useEffect(() => {
    if (!focus || doneRequest.current === focus.request) return;
    const element = document.getElementById(focus.id);
    if (!element || element.closest('[hidden]')) return;
    doneRequest.current = focus.request;
    element.focus();
  });

  return {
    isOpen: (key: string) => openKeys.has(key),
    toggle: (key: string) =>
      setOpenKeys((open) => {
        const next = new Set(open);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    /** Call when an item is removed: the rest renumber, and focus goes to the list's heading. */
    removed: () => setFocus((previous) => ({ id: headingId, request: (previous?.request ?? 0) + 1 })),
  };
}
