import { useTranslation } from 'react-i18next';
import type { StockUpdateResult } from '@resto/shared/contracts';
import { AppDialog } from '@resto/shared/sales-ui';
import { AjusteStockForm, type AjusteProducto } from './ajuste-stock-form';

export interface AjusteStockDialogProps {
  /** The product to adjust; null keeps the dialog closed. */
  producto: AjusteProducto | null;
  onClose: () => void;
  onDone: (result: StockUpdateResult) => void;
}

/** The adjustment form in a dialog, titled with the product. */
export function AjusteStockDialog({ producto, onClose, onDone }: AjusteStockDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={t('inventario.ajuste.titulo', { producto: producto?.nombre ?? '' })} testId="ajuste-stock-dialog">
      {producto && <AjusteStockForm key={producto.id} producto={producto} onCancel={onClose} onDone={onDone} />}
    </AppDialog>
  );
}
