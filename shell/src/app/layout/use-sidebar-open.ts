import { useCallback, useState } from 'react';
import { getGeneralConfig } from '@resto/shared/session';

export const SIDEBAR_OPEN_KEY = 'barraLateralAbierta';

/** Sidebar open/collapsed, remembered per browser; the venue's setting is the first default. */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState<boolean>(() => {
    const stored = localStorage.getItem(SIDEBAR_OPEN_KEY);
    return stored === null ? getGeneralConfig().barraLateralAbierta : stored === 'true';
  });
  const toggle = useCallback(() => {
    setOpen((prev) => {
      localStorage.setItem(SIDEBAR_OPEN_KEY, String(!prev));
      return !prev;
    });
  }, []);
  return [open, toggle];
}
