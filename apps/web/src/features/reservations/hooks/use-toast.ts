import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a reservation toast stays (ms). */
const RESERVATION_TOAST_MS = 6000;

/** A toast of the reservation screens: its text and whether it is a failure. */
export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** One toast at a time; a new one replaces the last; each goes after RESERVATION_TOAST_MS. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const next = useRef(0);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      RESERVATION_TOAST_MS,
    );
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string, tone: Toast['tone']) => {
    next.current += 1;
    setToast({ id: next.current, text, tone });
  }, []);
  return { toast, show };
}
