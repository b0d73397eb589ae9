import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** Notification settings of the spec (section 9). F8 focusing the region is Radix's default hotkey. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_WIDTH = '420px';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Failures use 'destructive' (spec section 8). */
  variant?: ToastVariant;
}

export interface ShownToast extends ToastOptions {
  id: number;
}

interface ToastApi {
  /** Shows a notification; it replaces the one on screen, if any (one at a time). */
  toast: (options: ToastOptions) => void;
  /** Closes the notification on screen. */
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows notifications: `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast() needs a <Toaster> above it: each app renders one around its content.');
  return api;
}

const ToastRegion = lazy(() => import('./toast-region'));

let nextId = 0;

/**
 * The notification provider. Each app renders it once around its content. Only one notification is
 * shown at a time: a new one takes the place of the old. The region itself (Radix Toast) is loaded
 * with the first notification, so pages that show none (the landing page today) do not ship it.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [used, setUsed] = useState(false);
  const toast = useCallback((options: ToastOptions) => {
    setUsed(true);
    setCurrent({ ...options, id: ++nextId });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const close = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastRegion toast={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
