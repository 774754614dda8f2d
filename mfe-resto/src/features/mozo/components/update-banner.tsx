import { useTranslation } from 'react-i18next';
import { mesasStore } from '../state/mesas-store';
import { pendingOf, pendingStore } from '../state/pending-store';
import { applyUpdate, pwaStore } from '../state/pwa';
import { useRoute } from '../state/route';
import { useStore } from '../state/store';
import { updatePrompt } from '../state/update';

/**
 * A new version of the handheld (or an api that refuses this one) is announced here;
 * the waiter applies it between orders, never while a table's pending list is open (updatePrompt).
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { waiting, outdated } = useStore(pwaStore);
  const route = useRoute();
  const mesas = useStore(mesasStore);
  const pending = useStore(pendingStore);
  const table = route.view === 'list' ? undefined : mesas.tables.find((m) => m.numero === route.numero);
  const pendingOnScreen = table ? pendingOf(pending, table.id).length : 0;
  const prompt = updatePrompt({ waiting, outdated, view: route.view, pendingOnScreen });
  if (prompt.kind === 'none') return null;
  return (
    <div className={`w-update${prompt.outdated ? ' w-update--outdated' : ''}`} role={prompt.outdated ? 'alert' : 'status'} data-testid="aviso-actualizacion">
      <span>{prompt.outdated ? t('waiter.app.desactualizada') : t('waiter.app.nuevaVersion')}</span>
      {prompt.canApply ? (
        <button type="button" className="w-btn w-btn--small" onClick={applyUpdate}>
          {t('waiter.app.actualizar')}
        </button>
      ) : waiting ? (
        <span className="w-update-hint">{t('waiter.app.despuesDelPedido')}</span>
      ) : (
        <span className="w-update-hint">{t('waiter.app.buscando')}</span>
      )}
    </div>
  );
}
