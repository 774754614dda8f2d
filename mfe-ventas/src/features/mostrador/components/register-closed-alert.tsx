import { Alert, Button } from '@chakra-ui/react';
import { usePermission } from '@resto/shared/session';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * Selling needs an open register: say so, with the way to open it for those who may
 * (caja.abrir-cerrar); anyone else is told to ask someone who can, never sent to a page that
 * would refuse them.
 */
export function RegisterClosedAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpen = usePermission('caja.abrir-cerrar');
  return (
    <Alert.Root status="warning" data-testid="register-closed">
      <Alert.Indicator />
      <Alert.Title flex="1">{t(canOpen ? 'ventas.venta.cajaCerrada' : 'ventas.venta.cajaCerradaPedila')}</Alert.Title>
      {canOpen && (
        <Button size="sm" variant="outline" onClick={() => void navigate('/arqueos')}>
          {t('ventas.venta.irACaja')}
        </Button>
      )}
    </Alert.Root>
  );
}
