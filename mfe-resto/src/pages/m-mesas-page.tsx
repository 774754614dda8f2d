import { lazy, Suspense } from 'react';

// Loaded only when this page is mounted, so the desktop routes never carry the waiter app.
const WaiterRoot = lazy(async () => {
  const [{ registerWaiterTranslations }, root] = await Promise.all([import('../features/mozo/i18n'), import('../features/mozo/components/waiter-root')]);
  registerWaiterTranslations();
  return root;
});

/** The waiter handheld as a page of this remote (normally /m/mesas loads it alone: src/standalone). */
export default function MMesasPage() {
  return (
    <Suspense fallback={null}>
      <WaiterRoot />
    </Suspense>
  );
}
