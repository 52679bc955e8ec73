import { useCallback, useRef } from 'react';
import { newRequestId } from '../../../lib/http';

/**
 * The idempotency key of a money request: the same body keeps its key until it succeeds, so a
 * retry after a timeout or a double tap can never move money twice; a changed body gets a new key.
 */
export function useRequestId() {
  const current = useRef<{ body: string; id: string } | null>(null);
  const idFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, id: newRequestId() };
    return current.current.id;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, done };
}
