import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDisplayName } from '@resto/shared/format';
import { readDefaultExchangeRate, useGeneralConfig, writeDefaultExchangeRate, type DefaultExchangeRate } from '@resto/shared/session';
import { getTiposCambio } from '../api/get-tipos-cambio';
import { afterFirstView } from '../state/first-view';
import { useLocaleInfo } from '../hooks/use-format';
import { LogoIcon, LogoutIcon } from './icons';

/** The default exchange rate: the cached one at once, then the venue's current one (once the list is shown). */
function useExchangeRate(): DefaultExchangeRate | null {
  const [rate, setRate] = useState(() => readDefaultExchangeRate());
  useEffect(() => {
    let alive = true;
    void afterFirstView()
      .then(() => (alive ? getTiposCambio() : null))
      .then((res) => {
        if (!res || !alive || !res.success) return;
        const def = (res.data ?? []).find((r) => r.esDefault && !r.esMonedaLocal && Number(r.valor) > 0);
        const next = def ? { moneda: def.moneda, valor: def.valor } : null;
        writeDefaultExchangeRate(next);
        setRate(next);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return rate;
}

export function AppHeader({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const { currencyCode } = useGeneralConfig();
  const { locale } = useLocaleInfo();
  const rate = useExchangeRate();
  return (
    <header className="w-header">
      <div className="w-brand">
        <span className="w-logo" aria-hidden="true">
          <LogoIcon />
        </span>
        <div>
          <h1 className="w-header-title" data-testid="page-title">
            {t('waiter.titulo')}
          </h1>
          <p className="w-header-sub" data-testid="waiter-currency">
            {currencyDisplayName(currencyCode)}
            {rate
              ? ` · ${t('waiter.cambio', { currency: rate.moneda, value: new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(Number(rate.valor)) })}`
              : ''}
          </p>
        </div>
      </div>
      <button type="button" className="w-icon-btn w-icon-btn--light" onClick={onLogout} aria-label={t('waiter.salir')}>
        <LogoutIcon />
        <span className="w-icon-btn-text">{t('waiter.salir')}</span>
      </button>
    </header>
  );
}
